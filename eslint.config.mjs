import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
    },
  },
];

export default config;
