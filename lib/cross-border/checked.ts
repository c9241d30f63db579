/**
 * The date the cross-border rules were last compared with the team's research notes on their
 * sources (data/cross-border-sources.ts), ISO: not a fresh reading of each publisher's page.
 */
export const RULES_CHECKED = "2026-11-29";
