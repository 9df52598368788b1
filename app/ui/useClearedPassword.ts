import { useEffect, useRef } from "react";

/** Empties the input whenever the server answers, so a failed submit never keeps the password. */
export function useClearedPassword(result: unknown) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (result && ref.current) ref.current.value = "";
  }, [result]);
  return ref;
}
