/** Errors that belong to the whole form (e.g. "Invalid email or password"), red, above it. */
export function FormErrors({ errors, id }: { errors?: string[] | null; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div className="alert alert-error" role="alert" id={id}>
      {errors.join(" ")}
    </div>
  );
}
