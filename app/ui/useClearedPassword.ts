import { useEffect, useRef } from "react";

/**
 * A ref for a password input that empties it whenever the server answers (`result` changes),
 * so a failed submit never keeps the password, with JavaScript as without.
 */
export function useClearedPassword(result: unknown) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (result && ref.current) ref.current.value = "";
  }, [result]);
  return ref;
}
