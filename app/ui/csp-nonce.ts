import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the document being server-rendered (entry.server
 * provides it). In the browser there is none: the inline scripts that need it ran already.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
