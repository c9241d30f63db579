/** The one mark of a figure that is the site's own illustrative sample, with no source behind it. */
export const ILLUSTRATIVE_MARK_TEXT = "Illustrative sample";

export function IllustrativeMark() {
  return (
    <span data-illustrative-mark="" className="text-xs text-muted-foreground italic">
      {ILLUSTRATIVE_MARK_TEXT}
    </span>
  );
}
