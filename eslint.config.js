import js from "@eslint/js";
import globals from "globals";
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Route exports that run on every request, not while rendering. */
const RUN_PER_REQUEST = ["loader", "action"]
  .flatMap((name) => [
    `FunctionDeclaration[id.name='${name}']`,
    `VariableDeclarator[id.name='${name}']`,
  ])
  .join(", ");

/**
 * Every user-facing word of the app is in the message catalogues (app/locales): an English
 * literal in app/ fails the lint (docs/decisions/012-interface-languages.md), except where the
 * reader is a program, a developer or a feed reader.
 */
const LOCALIZED = ["app/**/*.{ts,tsx}"];
const STAYS_ENGLISH = [
  // The JSON API and its OpenAPI document: read by programs and developers.
  "app/routes/api/**",
  "app/modules/api/**",
  // RSS, Atom and iCalendar markup; the feeds' own words come from the catalogues (msg).
  "app/routes/feeds/**",
  "app/modules/feeds/*.server.ts",
  "app/modules/feeds/feed-xml.ts",
  // robots.txt and the sitemaps, read by crawlers.
  "app/routes/seo/**",
  "app/modules/seo/**",
  // HTTP plumbing: headers, cache and security policies, configuration errors for operators.
  "app/entry.server.tsx",
  "app/server/{config,config-values,cache-policy,database-outage,document-memo,security-middleware,readiness}.server.ts",
  // Health and readiness probes, read by load balancers.
  "app/routes/{health,ready}.ts",
  "app/server/database-unavailable.ts",
  "app/modules/tenders/tender-documents.server.ts",
  // The worker's log of a document it could not read, for operators.
  "app/modules/document-text/{document-text,text-extraction}.server.ts",
  // Entities name tables and columns.
  "**/*.entity.ts",
];

/** Strings that are code, not words: names, paths, CSS classes, MIME types, formats. */
const NOT_WORDS = [
  "^[a-z0-9_$][\\w./:#?&=%@*+!-]*$", // identifiers, keys, URLs: "email", "tel:", "https://…"
  "^[/.#?&!@*~-][^\\s]*$", // paths, selectors, globs, suffixes: "/home", "#main", "-hint"
  "^[a-z][\\w-]*( [a-z][\\w-]*)+$", // several CSS classes: "button button-small"
  "[a-z]_[a-z]|\\$\\d|::|= \\?", // SQL: snake_case columns, $1 and ? parameters, ::casts
  "^\\s*<", // HTML markup around translated text: "<ol>", "<p>${text}</p>"
];

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
  {
    files: LOCALIZED,
    ignores: STAYS_ENGLISH,
    plugins: { lingui },
    rules: {
      "lingui/no-unlocalized-strings": [
        "error",
        {
          ignore: NOT_WORDS,
          ignoreNames: [
            {
              regex: {
                pattern:
                  "^(className|href|to|type|name|id|method|action|rel|role|lang|hrefLang|htmlFor|key|autoComplete|inputMode|encType|value|precedence|charSet|content|target|as|expression)$",
              },
            },
          ],
          ignoreFunctions: [
            "console.*",
            "Error",
            "data",
            "redirect",
            "useRouteLoaderData",
            "createContext",
            "createCookie",
            "import.meta.glob",
            // HTTP header names and values
            "*headers.append",
            "*headers.get",
            "*headers.set",
            "*headers.has",
            // Audit records are the admins' log, kept in English like the server's logs.
            "recordAudit",
            // SQL fragments and text rewrites.
            "raw",
            "*.replace",
            "*.replaceAll",
            "*.execute",
            // CSS selectors
            "*.querySelector",
            "*.querySelectorAll",
            // Logs are for developers (decision 012)
            "logger.*",
          ],
        },
      ],
      "lingui/t-call-in-function": "error",
      "lingui/no-single-variables-to-translate": "error",
      "lingui/no-expression-in-message": "error",
      "lingui/no-trans-inside-trans": "error",
    },
  },
);
