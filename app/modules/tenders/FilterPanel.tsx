import { Form, Link } from "react-router";
import { CategoryTree } from "./CategoryTree";
import type { TenderFilters } from "./tender-filters-query";
import type { FilterOptions, Option } from "./tender-types";

/**
 * The filter card: a GET form, so the filtered list has a shareable URL and works without
 * JavaScript. The current search travels along as a hidden field. Clear Filters only drops the
 * category tree (`clearHref`), as the product asks.
 */
export function FilterPanel({
  action,
  options,
  filters,
  clearHref,
}: {
  action: string;
  options: FilterOptions;
  filters: TenderFilters;
  clearHref: string;
}) {
  return (
    <section className="filter-panel" aria-labelledby="filter-panel-title">
      <h2 id="filter-panel-title">Filter tenders</h2>
      <Form method="get" action={action}>
        {filters.q && <input type="hidden" name="q" value={filters.q} />}
        <Select label="Source" name="source" options={options.sources} value={filters.source} />
        <Select label="Region" name="region" options={options.regions} value={filters.region} />
        <Select
          label="Language"
          name="language"
          options={options.languages}
          value={filters.language}
        />
        <div className="field">
          <label htmlFor="filter-status">Bidding</label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">Any</option>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </select>
        </div>
        <CategoryTree
          categories={options.categories}
          selectedCategories={filters.category}
          selectedSubcategories={filters.subcategory}
        />
        <div className="filter-actions">
          <button type="submit" name="apply" value="1" className="button">
            Apply Filters
          </button>
          <Link to={clearHref} className="button button-ghost">
            Clear Filters
          </Link>
        </div>
      </Form>
    </section>
  );
}

function Select({
  label,
  name,
  options,
  value,
}: {
  label: string;
  name: string;
  options: Option[];
  value: number | undefined;
}) {
  const id = `filter-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value === undefined ? "" : String(value)}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
