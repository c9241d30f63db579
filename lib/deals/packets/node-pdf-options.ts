import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ContractPdfOptions } from "./contract-pdf";
import type { PdfFontFiles } from "./pdf-fonts";

/** For Node (unit tests, e2e specs, scripts): the PDF font files read from @fontsource/noto-sans in node_modules. */
export const readPdfFont: PdfFontFiles = async (fileName) =>
  new Uint8Array(await readFile(path.join(process.cwd(), "node_modules/@fontsource/noto-sans/files", path.basename(fileName))));

/** The options of a PDF made in Node: made at `generatedAt`, for the site at `origin`. */
export const nodePdfOptions = (generatedAt: string, origin = "https://aurumresidences.com"): ContractPdfOptions => ({
  generatedAt: new Date(generatedAt),
  siteName: "Aurum Residences",
  verifyUrl: new URL("/verify/", origin).href,
  fontFiles: readPdfFont,
});
