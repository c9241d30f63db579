/** The date the cross-border rules were last compared with their sources (data/cross-border-sources.ts), ISO. */
export const RULES_CHECKED = "2026-11-29";
