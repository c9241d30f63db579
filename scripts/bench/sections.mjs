// Which parts of `npm run bench` run, from its command line.

export const SECTIONS = ["first-load-js", "responsiveness", "lighthouse"];

/**
 * `--only a,b` keeps the named sections (in the bench's own order); otherwise every section runs
 * except those turned off with `--no-lighthouse` or `--no-responsiveness`. Throws on an unknown
 * section name.
 * @param {string[]} args
 * @returns {string[]}
 */
export function sectionsFrom(args) {
  const index = args.indexOf("--only");
  if (index >= 0) {
    const named = (args[index + 1] ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = named.filter((name) => !SECTIONS.includes(name));
    if (!named.length || unknown.length) {
      throw new Error(
        `--only takes a comma-separated list of: ${SECTIONS.join(", ")}${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`,
      );
    }
    return SECTIONS.filter((section) => named.includes(section));
  }
  return SECTIONS.filter((section) => !args.includes(`--no-${section}`));
}
