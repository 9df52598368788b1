import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, Ref } from "react";

export { FormErrors } from "./FormErrors";

type InputType = "text" | "email" | "password" | "tel" | "search" | "url" | "number" | "date";

export function TextField({
  label,
  field,
  type = "text",
  hint,
  ref,
  ...rest
}: {
  label: string;
  field: FieldMetadata<unknown>;
  type?: InputType;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "form">) {
  const errorId = field.errors?.length ? field.errorId : undefined;
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hintId })}
        {...rest}
        ref={ref}
        key={field.key}
      />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {errorId && (
        <p className="field-error" id={errorId}>
          {field.errors?.join(" ")}
        </p>
      )}
    </div>
  );
}
