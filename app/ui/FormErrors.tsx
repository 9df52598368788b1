import { Notice } from "./Notice";

/** Errors that belong to the whole form (e.g. "Invalid email or password"), red, above it. */
export function FormErrors({ errors, id }: { errors?: string[] | null; id?: string }) {
  if (!errors?.length) return null;
  return (
    <Notice tone="error" id={id}>
      {errors.join(" ")}
    </Notice>
  );
}
