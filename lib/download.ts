/**
 * Saves bytes or text as a file through a temporary link. The Blob gets the type the site
 * decided (`type`), never one taken from a file or a URL, so a download can never be opened
 * as a page of this site.
 */
export function saveFile(content: BlobPart, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
