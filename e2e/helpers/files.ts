// Files a test hands to the page, and files the page hands back as downloads.
import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";

/** A tiny real PDF, made in the test. */
export const pdf = (name = "license.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
});

export async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** The JSON a download holds. */
export async function downloadedJson<T>(download: Download): Promise<T> {
  return JSON.parse(await readFile(await download.path(), "utf8")) as T;
}
