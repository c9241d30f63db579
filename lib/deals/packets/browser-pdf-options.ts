import { site } from "@/lib/site";
import type { ContractPdfOptions } from "./contract-pdf";
import { fetchPdfFont } from "./pdf-fonts";

/** The options of a PDF made in the browser now: /verify on the origin this page was served from, the fonts fetched from it. */
export const browserPdfOptions = (): ContractPdfOptions => ({
  generatedAt: new Date(),
  siteName: site.name,
  verifyUrl: new URL("/verify/", window.location.origin).href,
  fontFiles: fetchPdfFont,
});
