import { z } from "zod";

// Import `z` from here. Our CSP has no 'unsafe-eval', and zod 4's `new Function` probe would report
// a violation in the browser; jitless must be set before any schema exists.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
