import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Route exports that run on every request, not while rendering. */
const RUN_PER_REQUEST = ["loader", "action"]
  .flatMap((name) => [
    `FunctionDeclaration[id.name='${name}']`,
    `VariableDeclarator[id.name='${name}']`,
  ])
  .join(", ");

export default tseslint.config(
  {
    ignores: [
      "build*/",
      ".react-router/",
      ".data/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "migrations/Migration*.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-control-regex": "off",
    },
  },
  {
    // Browser-reachable code takes zod from ~/modules/zod, which turns off zod's `eval` probe
    // (a Content-Security-Policy violation); type imports are free.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/modules/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: 'Import { z } from "~/modules/zod" (jitless in the browser).',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ["zod/*"],
              message: 'Import { z } from "~/modules/zod" (jitless in the browser).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Render code: a page is remembered by its URL and loader data
    // (docs/decisions/007-document-render-memo.md), so whatever a component reads from the clock
    // or a random source would reach the next reader of the same data. Loaders and actions run
    // on every request and may read the clock.
    files: ["app/**/*.tsx", "app/ui/**/*.ts"],
    ignores: ["app/entry.server.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          ["MemberExpression[object.name='Date'][property.name='now']", "Date.now()"],
          ["NewExpression[callee.name='Date'][arguments.length=0]", "new Date()"],
          ["CallExpression[callee.name='Date']", "Date()"],
          ["MemberExpression[object.name='Math'][property.name='random']", "Math.random()"],
        ].map(([selector, name]) => ({
          selector: `${selector}:not(:matches(${RUN_PER_REQUEST}) *)`,
          message: `${name} in render code would be remembered with the page for the next reader: take it from loader data.`,
        })),
      ],
    },
  },
);
