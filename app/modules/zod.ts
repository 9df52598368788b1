import { z } from "zod";

/**
 * zod for every module the browser can load (schemas shared by forms and actions): import `z`
 * from here, not from "zod" (ESLint enforces it outside *.server.ts).
 *
 * zod 4 compiles object parsers with `new Function` and, when it creates the first object
 * schema, probes whether it may. Our Content-Security-Policy has no 'unsafe-eval', so in the
 * browser that probe is blocked and reported as a violation even though zod catches the error.
 * `jitless` turns the compiler and the probe off; it must be set before any schema exists,
 * which importing `z` from this module guarantees. The server keeps the compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
