/** Its id is the one the input's aria-describedby uses. */
export function FieldError({ field }: { field: { errors?: string[]; errorId: string } }) {
  if (!field.errors?.length) return null;
  return (
    <p className="field-error" id={field.errorId}>
      {field.errors.join(" ")}
    </p>
  );
}
