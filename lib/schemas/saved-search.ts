import * as z from "zod/mini";
import { isoDateTimeSchema, requiredText, textSchema } from "./fields";
import { ownerField } from "./owner";

/** The searches a person can save: the pages whose filters live in the URL query. */
export const SAVED_SEARCH_PAGES = ["/buy", "/rent"] as const;

export const savedSearchPageSchema = z.enum(SAVED_SEARCH_PAGES, { error: "Choose the page of the search: /buy or /rent" });

export type SavedSearchPage = z.infer<typeof savedSearchPageSchema>;

export const MAX_SEARCH_NAME = 80;

/** Far longer than any query the filters write; a longer one is not a search this site made. */
export const MAX_SAVED_QUERY = 2000;

/** 'Save this search': the name it is listed under on /account. */
export const saveSearchFormSchema = z.object({
  name: requiredText("Name", "Enter a name for this search", MAX_SEARCH_NAME),
});

export type SaveSearchForm = z.infer<typeof saveSearchFormSchema>;

/**
 * A saved search as stored: the page and its URL query exactly as the address held it (without
 * the "?"), never a copy of the filter fields, so it is read by the same code the page uses and a
 * filter added later counts too. A query holds no "#" (a hash would pick /rent's tab).
 */
export const savedSearchSchema = z.object({
  id: textSchema,
  ...ownerField,
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter a name for this search"),
      z.maxLength(MAX_SEARCH_NAME, `Name must be ${MAX_SEARCH_NAME} characters or fewer`),
    ),
  page: savedSearchPageSchema,
  query: z.string().check(
    z.maxLength(MAX_SAVED_QUERY, `A saved query must be ${MAX_SAVED_QUERY.toLocaleString("en-US")} characters or fewer`),
    z.refine((query) => !query.startsWith("?") && !query.includes("#"), "Store the query without its ? and without a #"),
  ),
  createdAt: isoDateTimeSchema,
});

export type SavedSearch = z.infer<typeof savedSearchSchema>;
