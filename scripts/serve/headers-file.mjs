// Cloudflare/Netlify `_headers` files: parsing them, and the headers they give a request path.

/**
 * Parses a Cloudflare/Netlify `_headers` file: a path pattern on its own line, then indented
 * `Name: value` lines (`! Name` removes a header set by an earlier rule). `#` starts a comment.
 * @returns {{ pattern: string, regex: RegExp, set: [string, string][], remove: string[] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), regex: patternToRegex(line.trim()), set: [], remove: [] };
      rules.push(current);
      continue;
    }
    if (!current) continue;
    const entry = line.trim();
    if (entry.startsWith("!")) {
      current.remove.push(entry.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = entry.indexOf(":");
    if (colon <= 0) continue;
    current.set.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `/*` matches everything, `*` is a splat, `:name` one path segment, anything else is exact. */
function patternToRegex(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (/^:[A-Za-z_]\w*$/.test(part)) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/** Headers for a request path: all matching rules in file order; repeated names are joined. */
export function headersFor(rules, urlPath) {
  const headers = new Map(); // lower-case name -> [display name, value]
  for (const rule of rules) {
    if (!rule.regex.test(urlPath)) continue;
    for (const name of rule.remove) headers.delete(name);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(key, [name, previous ? `${previous[1]}, ${value}` : value]);
    }
  }
  return headers;
}
