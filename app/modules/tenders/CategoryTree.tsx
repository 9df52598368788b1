import { Plural, Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { CategoryOption } from "./tender-types";
import { LocalName, useLocalOrder } from "~/modules/catalog/LocalName";

/** Uncontrolled boxes, so the server-rendered state is what the form submits without JS. */
export function CategoryTree({
  categories,
  selectedCategories,
  selectedSubcategories,
}: {
  categories: CategoryOption[];
  selectedCategories: number[];
  selectedSubcategories: number[];
}) {
  const ticked = new Set(selectedCategories);
  const tickedSubs = new Set(selectedSubcategories);
  const inOrder = useLocalOrder();
  return (
    <fieldset className="category-tree">
      <legend>
        <Trans>Categories</Trans>
      </legend>
      <div className="category-tree-scroll">
        <ul>
          {inOrder(categories).map((category) => (
            <CategoryGroup
              key={category.id}
              category={category}
              checked={ticked.has(category.id)}
              checkedSubs={tickedSubs}
            />
          ))}
        </ul>
      </div>
    </fieldset>
  );
}

function CategoryGroup({
  category,
  checked,
  checkedSubs,
}: {
  category: CategoryOption;
  checked: boolean;
  checkedSubs: Set<number>;
}) {
  const groupRef = useRef<HTMLLIElement>(null);
  const inOrder = useLocalOrder();
  const parentId = `category-${category.id}`;

  function boxes() {
    const group = groupRef.current!;
    return {
      parent: group.querySelector<HTMLInputElement>('input[name="category"]')!,
      subs: [...group.querySelectorAll<HTMLInputElement>('input[name="subcategory"]')],
    };
  }

  function syncParentFromSubs() {
    const { parent, subs } = boxes();
    if (!subs.length) return;
    const count = subs.filter((sub) => sub.checked).length;
    parent.checked = count === subs.length;
    parent.indeterminate = count > 0 && count < subs.length;
  }

  function onParentChange() {
    const { parent, subs } = boxes();
    parent.indeterminate = false;
    for (const sub of subs) sub.checked = parent.checked;
  }

  useEffect(() => {
    const { parent, subs } = boxes();
    if (parent.checked) for (const sub of subs) sub.checked = true;
    else syncParentFromSubs();
    // Runs once per mount: later changes come from the handlers above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const subcategoryCount = category.subcategories.length;
  const categoryName = <LocalName item={category} />;
  const anySubTicked = category.subcategories.some((sub) => checkedSubs.has(sub.id));
  return (
    <li ref={groupRef}>
      <div className="category-row">
        <input
          type="checkbox"
          id={parentId}
          name="category"
          value={category.id}
          defaultChecked={checked}
          onChange={onParentChange}
        />
        <label htmlFor={parentId}>
          <LocalName item={category} />
        </label>
      </div>
      {category.subcategories.length > 0 && (
        <details open={checked || anySubTicked}>
          <summary>
            <Trans>
              <Plural value={subcategoryCount} one="# subcategory" other="# subcategories" />
              <span className="visually-hidden"> of {categoryName}</span>
            </Trans>
          </summary>
          <ul>
            {inOrder(category.subcategories).map((sub) => {
              const id = `subcategory-${sub.id}`;
              return (
                <li key={sub.id} className="category-row">
                  <input
                    type="checkbox"
                    id={id}
                    name="subcategory"
                    value={sub.id}
                    defaultChecked={checkedSubs.has(sub.id)}
                    onChange={syncParentFromSubs}
                  />
                  <label htmlFor={id}>
                    <LocalName item={sub} />
                  </label>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </li>
  );
}
