import { createContext, useContext } from "react";

/**
 * The text of form-pending.js, which a visitor's page carries inline instead of the app
 * (docs/decisions/023-visitors-pages-without-the-app.md). Only entry.server provides it, so it
 * is in no browser bundle: a page that runs the app has no use for it.
 */
export const FormPendingScriptContext = createContext<string | undefined>(undefined);

export function useFormPendingScript(): string | undefined {
  return useContext(FormPendingScriptContext);
}
