import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { TenderFormOptions } from "./admin-tenders.server";
import { useHydrated } from "~/ui/useHydrated";
import { CatalogOptions, useLocalOrder } from "~/modules/catalog/LocalName";
import { localName } from "~/modules/catalog/local-name";
import { usePageLocale } from "./page-locale";

type Categories = TenderFormOptions["categories"];

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" && value ? [value] : [];
}

/** Without JavaScript every subcategory is offered and the server drops those not belonging. */
export function CategoryFields({
  categories,
  defaultCategories,
  defaultSubcategories,
  errors,
}: {
  categories: Categories;
  defaultCategories: unknown;
  defaultSubcategories: unknown;
  errors?: { categories?: string[]; subcategories?: string[] };
}) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const inOrder = useLocalOrder();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(() => asList(defaultCategories));
  const [chosenSubs, setChosenSubs] = useState(() => asList(defaultSubcategories));

  const subcategoryOwner = new Map(
    categories.flatMap((category) =>
      category.subcategories.map((sub) => [String(sub.id), String(category.id)] as const),
    ),
  );

  function changeCategories(event: React.ChangeEvent<HTMLSelectElement>) {
    const next = Array.from(event.currentTarget.selectedOptions, (option) => option.value);
    setChosen(next);
    setChosenSubs((subs) => subs.filter((sub) => next.includes(subcategoryOwner.get(sub) ?? "")));
  }

  const offered = hydrated
    ? categories.filter((category) => chosen.includes(String(category.id)))
    : categories;
  const disabled = hydrated && chosen.length === 0;
  const placeholder = disabled ? t`Select category first` : t`Select subcategories...`;

  return (
    <div className="field-row">
      <div className="field">
        <label htmlFor="tender-categories">
          <Trans>Categories</Trans>
        </label>
        <select
          id="tender-categories"
          name="categories"
          multiple
          size={6}
          value={chosen}
          onChange={changeCategories}
          aria-describedby="tender-categories-hint"
        >
          <CatalogOptions items={categories} />
        </select>
        <p className="field-hint" id="tender-categories-hint">
          <Trans>Hold Ctrl (or ⌘) to choose several.</Trans>
        </p>
        {errors?.categories && <p className="field-error">{errors.categories.join(" ")}</p>}
      </div>
      <div className="field">
        <label htmlFor="tender-subcategories">
          <Trans>Subcategories</Trans>
        </label>
        <select
          id="tender-subcategories"
          name="subcategories"
          multiple
          size={6}
          disabled={disabled}
          value={chosenSubs}
          onChange={(event) =>
            setChosenSubs(Array.from(event.currentTarget.selectedOptions, (option) => option.value))
          }
          aria-describedby="tender-subcategories-hint"
        >
          {inOrder(offered).map((category) => {
            const group = localName(category, locale);
            // An English group's options say their own language, English or not.
            return (
              <optgroup key={category.id} label={group.text} lang={group.lang}>
                {inOrder(category.subcategories).map((sub) => {
                  const option = localName(sub, locale);
                  return (
                    <option
                      key={sub.id}
                      value={sub.id}
                      lang={option.lang ?? (group.lang && locale)}
                    >
                      {option.text}
                    </option>
                  );
                })}
              </optgroup>
            );
          })}
        </select>
        <p className="field-hint" id="tender-subcategories-hint">
          {placeholder}
        </p>
        {errors?.subcategories && <p className="field-error">{errors.subcategories.join(" ")}</p>}
      </div>
    </div>
  );
}
