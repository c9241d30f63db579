import * as z from "zod/mini";

/**
 * Fallback wording for any issue a schema does not word itself. zod/mini ships
 * no locale, so without this every such issue reads zod's generic English
 * default, which breaks the house rule (GOV.UK style: say what to do; no
 * blame words).
 * Form fields carry their own messages (see fields.ts); this only covers record
 * schemas and anything unforeseen. Installed once, on first import of
 * lib/schemas, into zod's global config (shared with every zod import).
 */
export function fallbackMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      switch (issue.expected) {
        case "string":
          return "Enter text";
        case "number":
          return "Enter a number";
        case "int":
          return "Enter a whole number";
        case "boolean":
          return "Choose yes or no";
        case "array":
          return "Enter a list";
        case "object":
          return "Enter the details";
        case "null":
          return "Leave this empty";
        default:
          return "Enter a value of the expected kind";
      }
    case "too_small":
      if (issue.origin === "string") return issue.minimum === 1 ? "Enter a value" : `Enter at least ${issue.minimum} characters`;
      if (issue.origin === "array" || issue.origin === "set") return `Choose at least ${issue.minimum}`;
      return issue.inclusive ? `Enter a number that is ${issue.minimum} or more` : `Enter a number greater than ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `Enter ${issue.maximum} characters or fewer`;
      if (issue.origin === "array" || issue.origin === "set") return `Choose ${issue.maximum} or fewer`;
      return issue.inclusive ? `Enter a number that is ${issue.maximum} or less` : `Enter a number less than ${issue.maximum}`;
    case "invalid_format":
      if (issue.format === "email") return "Enter an email address in the correct format, like name@example.com";
      if (issue.format === "date") return "Enter a real date, like 2026-12-01";
      if (issue.format === "datetime") return "Enter a real date and time, like 2026-12-01T14:30:00Z";
      return "Enter it in the correct format";
    case "not_multiple_of":
      return `Enter a multiple of ${String(issue.divisor)}`;
    case "invalid_value":
      return "Choose one of the options";
    case "unrecognized_keys":
      return `Remove the unexpected ${issue.keys.length === 1 ? "field" : "fields"}: ${issue.keys.join(", ")}`;
    case "invalid_union":
      return "Enter a value in one of the accepted forms";
    case "invalid_key":
    case "invalid_element":
      return "Check the entries in this list";
    case "custom":
      return "Check this value";
    default:
      return undefined;
  }
}

z.config({ customError: fallbackMessage });
