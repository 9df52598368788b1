import { Notice } from "./Notice";

export function FormErrors({ errors, id }: { errors?: string[] | null; id?: string }) {
  if (!errors?.length) return null;
  return (
    <Notice tone="error" id={id}>
      {errors.join(" ")}
    </Notice>
  );
}
