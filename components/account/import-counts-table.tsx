import { collectionLabel } from "@/lib/account/backup-labels";
import type { ImportPreview } from "@/lib/store";

const COLUMNS = ["Collection", "In this browser", "In the file", "Merge adds"] as const;
const cell = "py-2 pl-3 text-right tabular";

/** Per collection: what this browser holds, what the file holds, and what a merge would add. */
export function ImportCountsTable({ preview }: { preview: ImportPreview }) {
  const { setAside } = preview;
  const rows = preview.collections.map((count) => ({ ...count, label: collectionLabel(count.collection) }));
  if (setAside.inBrowser > 0 || setAside.inFile > 0) rows.push({ ...setAside, collection: "setAside", label: "Set aside as unreadable" });
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Records in this browser and in the file</caption>
      <thead className="text-xs text-muted-foreground">
        <tr className="align-bottom">
          {COLUMNS.map((column, index) => (
            <th key={column} scope="col" className={index === 0 ? "py-2 pr-3 font-medium" : "py-2 pl-3 text-right font-medium"}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.collection} className="border-t border-border">
            <th scope="row" className="py-2 pr-3 font-normal">
              {row.label}
            </th>
            <td className={cell}>{row.inBrowser}</td>
            <td className={cell}>{row.inFile}</td>
            <td className={cell}>{row.missingHere}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
