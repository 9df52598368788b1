// `npm start` (production build) and `npm run dev` (Vite dev server): database, migrations,
// first data, then the HTTP server. Ctrl-C / SIGTERM stop the server and the embedded database.
//
// NODE_ENV must be set before anything imports React (it picks its build at import time), so
// the server is loaded only afterwards.
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
await import("./lib/serve");
export {};
