import { setupTestDatabase } from "./database";
import { describeForgedAddresses } from "./http-server";

// The production build and its TRUST_PROXY case: client-address-production.test.ts.
describeForgedAddresses(
  "the dev server (npm run dev: Vite in middleware mode)",
  setupTestDatabase(),
  true,
);
