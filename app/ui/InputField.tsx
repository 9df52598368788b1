import type { InputHTMLAttributes, Ref } from "react";

/** TextField's markup without Conform or zod, for public pages that must not load them. */
export function InputField({
  id,
  label,
  errors,
  ref,
  ...rest
}: {
  id: string;
  name: string;
  label: string;
  errors?: string[] | null;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        {...rest}
        ref={ref}
      />
      {errorId && (
        <p className="field-error" id={errorId}>
          {errors?.join(" ")}
        </p>
      )}
    </div>
  );
}
