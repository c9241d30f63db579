/**
 * Copies the contract PDF's font files (lib/deals/packets/pdf-fonts.ts) and their licence (SIL OFL)
 * from @fontsource/noto-sans into public/fonts/pdf, where the browser fetches them when it makes a PDF:
 *   npx tsx scripts/pdf-fonts.ts
 */
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { PDF_FONT_PATH, PDF_FONT_SUBSETS, pdfFontFileName } from "@/lib/deals/packets/pdf-fonts";

async function copyPdfFonts() {
  const from = path.join(process.cwd(), "node_modules/@fontsource/noto-sans");
  const to = path.join(process.cwd(), "public", PDF_FONT_PATH);
  await mkdir(to, { recursive: true });
  for (const subset of PDF_FONT_SUBSETS) {
    await copyFile(path.join(from, "files", pdfFontFileName(subset)), path.join(to, pdfFontFileName(subset)));
  }
  await copyFile(path.join(from, "LICENSE"), path.join(to, "OFL.txt"));
}

void copyPdfFonts();
