import { createContext, useContext } from "react";

/** Only entry.server provides it, so it is in no browser bundle (decision 023). */
export const FormPendingScriptContext = createContext<string | undefined>(undefined);

export function useFormPendingScript(): string | undefined {
  return useContext(FormPendingScriptContext);
}
