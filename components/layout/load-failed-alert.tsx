// Two plain lookups: ivory in any section (a dark hero too), and the gate's dark curtain (its error colour).
const tones = {
  light: "border-destructive bg-ivory text-destructive",
  dark: "border-[#ffb4a8] text-[#ffb4a8]",
} as const;

/**
 * Shown where a part of the page would be when its code could not be downloaded even after the
 * retries (lib/retry-import.ts). Pressing again cannot help once the code is missing, so the
 * alert offers the one thing that can: a reload. No client code of its own (the button works
 * through lib/first-paint/reload-page-script.ts), so the server-rendered page-level alert uses it too.
 */
export function LoadFailedAlert({ tone = "light", className = "" }: { tone?: keyof typeof tones; className?: string }) {
  return (
    <div role="alert" className={`rounded-md border p-3 text-sm ${tones[tone]} ${className}`}>
      This part of the page could not be loaded. Check your connection, then reload the page.{" "}
      <button type="button" data-reload-page className="min-h-11 cursor-pointer font-semibold underline">
        Reload page
      </button>
    </div>
  );
}
