import * as z from "zod/mini";
import { isoDateSchema } from "./fields";

/**
 * Where a figure comes from: one entry in the site's list of sources (data/sources.ts). A figure
 * that is not the site's own illustrative sample names the id of its source; the sources page
 * lists every entry with its date. `comparedWithNotes` is when the site last compared its figure
 * with the team's research notes on the source (not a fresh reading of the publisher's page);
 * `published` is the source's own date.
 */
export const sourceIdSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use a kebab-case source id"));

/**
 * A source's own date as precisely as the source gives it: a day ("2023-03-01"), a month
 * ("2024-06") or a year ("2024"), never a guess at a finer one.
 */
export const publishedDateSchema = z.union([
  isoDateSchema,
  z.string().check(z.regex(/^(19|20)\d\d(-(0[1-9]|1[0-2]))?$/, "Give the source's year, year and month, or day")),
]);

export const sourceSchema = z.object({
  id: sourceIdSchema,
  publisher: z.string().check(z.minLength(1), z.maxLength(120)),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The source's own date (of publication or of the figures it gives), as precise as it says. */
  published: publishedDateSchema,
  /** When the site last compared its figure with the team's research notes on the source, ISO. */
  comparedWithNotes: isoDateSchema,
  /** The public address of the source, shown as text (the site loads nothing from other hosts). */
  url: z.optional(z.string().check(z.regex(/^https:\/\/[^\s]+$/, "Give an https address"))),
  /** What the source supports on this site, in one sentence. */
  supports: z.string().check(z.minLength(1), z.maxLength(300)),
});

export type SourceId = z.infer<typeof sourceIdSchema>;
export type Source = z.infer<typeof sourceSchema>;
