import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/*
 * Where things may be imported from. Each entry is one house rule; `restrict` composes the ones
 * that apply to a group of files into a single no-restricted-imports rule (a later config object
 * replaces the whole rule, so each file group lists every restriction it keeps).
 */
const houseRules = {
  // lib/catalogue is the one reader of the sample data (the store's seeding is the other).
  data: {
    group: ["@/data/*", "**/data/*"],
    message: "Read the sample data through lib/catalogue (one module per entity), never from data/.",
  },
  // lib/store/index.ts is the store's public API.
  store: {
    group: [
      "@/lib/store/*",
      "!@/lib/store/testing",
      "!@/lib/store/writes",
      "**/lib/store/*",
      "!**/lib/store/testing",
      "!**/lib/store/writes",
    ],
    message: 'Import the store from "@/lib/store" (its public API, lib/store/index.ts); tests may also use "@/lib/store/testing".',
  },
  // Writes go through a tested action in lib/<domain>/ (lib/store/writes.ts is their entry).
  storeWrites: {
    group: ["@/lib/store/writes", "**/lib/store/writes"],
    message: "Change records through an action in lib/<domain>/ (actions.ts), never from a component or route.",
  },
  storeTesting: {
    group: ["@/lib/store/testing", "**/lib/store/testing"],
    message: "lib/store/testing.ts is for tests only (fake IndexedDB, zod test schemas).",
  },
  // lib/ is below the routes and components: it never imports them.
  libBelowComponents: {
    group: ["@/components/*", "@/app/*", "**/components/*", "**/app/*"],
    message: "lib/ holds logic the components use; it never imports a component or a route.",
  },
  // The schemas are a leaf: every feature validates with them, so they import none.
  schemasLeaf: {
    group: [
      "@/lib/*",
      "!@/lib/schemas",
      "!@/lib/money-units",
      "!@/lib/money-input",
      "!@/lib/number-text",
      "!@/lib/format",
      "!@/lib/files",
      "@/lib/files/*",
      "!@/lib/files/typed-file",
      "@/data/*",
      "../*",
    ],
    message:
      "lib/schemas imports only zod, its own modules and the leaf helpers (money-units, money-input, number-text, format, files/typed-file): move what it needs into lib/schemas, or the logic out of it.",
  },
  // The catalogue is a leaf over data/: features read it; it reads no feature.
  catalogueLeaf: {
    group: ["@/lib/*", "!@/lib/schemas", "!@/lib/catalogue", "!@/lib/money-units", "!@/lib/format", "../*"],
    message: "lib/catalogue reads data/ with the schemas and nothing else: a feature's view of it lives in lib/<feature>/.",
  },
};

function restrict(...names) {
  return ["error", { patterns: names.map((name) => houseRules[name]) }];
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "out/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "bench/results/**"],
  },
  {
    rules: {
      // Everything a person types or a URL carries is rendered as text, never as HTML.
      "react/no-danger": "error",
      "no-restricted-properties": [
        "error",
        { property: "innerHTML", message: "Render text with React, never as HTML." },
        { property: "outerHTML", message: "Render text with React, never as HTML." },
        { property: "insertAdjacentHTML", message: "Render text with React, never as HTML." },
      ],
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
      "no-restricted-imports": restrict("data", "store"),
      // Small capitals are one family of utilities (app/globals.css: caps, caps-wide, …).
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/\\buppercase\\b.*\\btracking-|\\btracking-.*\\buppercase\\b/]",
          message:
            "Use the small-caps utilities (caps, caps-wide, caps-wider, caps-widest in app/globals.css), not uppercase with a hand-set tracking.",
        },
      ],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": restrict("data", "store", "storeTesting") },
  },
  {
    files: ["app/**", "components/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": restrict("data", "store", "storeTesting", "storeWrites") },
  },
  {
    files: ["lib/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": restrict("data", "store", "storeTesting", "libBelowComponents") },
  },
  {
    files: ["lib/schemas/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": restrict("data", "store", "storeTesting", "libBelowComponents", "schemasLeaf") },
  },
  {
    // The readers of data/: the catalogue, the store's seeding and the data's own tests.
    files: ["lib/catalogue/**", "data/**"],
    rules: { "no-restricted-imports": restrict("store", "storeTesting") },
  },
  {
    files: ["lib/catalogue/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": restrict("store", "storeTesting", "libBelowComponents", "catalogueLeaf") },
  },
  {
    files: ["lib/store/**"],
    ignores: ["lib/store/samples.ts"],
    rules: { "no-restricted-imports": restrict("data") },
  },
  {
    files: ["lib/store/samples.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
