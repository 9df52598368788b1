import { createContext, useContext } from "react";

/** None in the browser: the inline scripts that need it ran already. */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
