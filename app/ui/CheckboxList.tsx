import type { FieldMetadata } from "@conform-to/react";
import type { CatalogName } from "~/modules/catalog/local-name";
import { LocalName, useLocalOrder } from "~/modules/catalog/LocalName";

interface CheckboxOption extends CatalogName {
  id: number;
}

/** The submitted values after a refused submit, else the defaults: as strings for the inputs. */
export function tickedValues(
  field: FieldMetadata<unknown>,
  fallback: (string | number)[],
): Set<string> {
  const value = field.initialValue;
  if (value === undefined) return new Set(fallback.map(String));
  return new Set((Array.isArray(value) ? value : [value]).map(String));
}

export function CheckboxList({
  legend,
  field,
  options,
  fallback = [],
  hint,
  className,
}: {
  legend: string;
  field: FieldMetadata<unknown>;
  options: CheckboxOption[];
  fallback?: number[];
  hint?: string;
  className?: string;
}) {
  const ticked = tickedValues(field, fallback);
  const inOrder = useLocalOrder();
  if (options.length === 0) return null;
  return (
    <fieldset className={className ? `alert-choices ${className}` : "alert-choices"}>
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      <ul>
        {inOrder(options).map((option) => (
          <li key={option.id}>
            <label>
              <input
                type="checkbox"
                name={field.name}
                value={option.id}
                defaultChecked={ticked.has(String(option.id))}
              />{" "}
              <LocalName item={option} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
