import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Form, Link, useSearchParams } from "react-router";
import { ethiopianDayText, middayOf } from "~/modules/calendar/ethiopian-date";
import { CategoryTree } from "./CategoryTree";
import { formatDate } from "./format";
import { usePageLocale } from "./page-locale";
import { effectiveSort, type DateFilterParam, type TenderFilters } from "./tender-filters-query";
import type { FilterPanelOptions, Option } from "./tender-types";
import { CatalogOptions } from "~/modules/catalog/LocalName";

const SORT_LABELS = {
  relevance: msg`Relevance`,
  newest: msg`Newest`,
  closing: msg`Closing soonest`,
};

/**
 * The filter card: a GET form, so the filtered list has a shareable URL and works without
 * JavaScript. The current search travels along as a hidden field. Clear Filters only drops the
 * category tree (`clearHref`), as the product asks. A refused date (`errors`) is shown as
 * typed, with its message. In Amharic the dates are typed in the Ethiopian calendar: a plain
 * text field (a date picker is Gregorian), read by the server, so it works without JavaScript.
 */
export function FilterPanel({
  action,
  options,
  filters,
  organisationNoted = false,
  errors = {},
  clearHref,
}: {
  action: string;
  options: FilterPanelOptions;
  filters: TenderFilters;
  /** The page shows an OrganisationNote about what was typed. */
  organisationNoted?: boolean;
  errors?: Partial<Record<DateFilterParam, string[]>>;
  clearHref: string;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [searchParams] = useSearchParams();
  const ethiopian = usePageLocale() === "am";
  // The archive is newest first: relevance is for the open tenders, all of them ranked.
  const sorts =
    filters.q && filters.scope !== "all"
      ? (["relevance", "newest", "closing"] as const)
      : (["newest", "closing"] as const);
  const dateField = (param: DateFilterParam, label: string, value: string | undefined) => (
    <DateField
      name={param}
      label={label}
      chosen={value}
      typed={searchParams.get(param) ?? ""}
      error={errors[param]?.[0]}
      ethiopian={ethiopian}
    />
  );
  return (
    <section className="filter-panel" aria-labelledby="filter-panel-title">
      <h2 id="filter-panel-title">
        <Trans>Filter tenders</Trans>
      </h2>
      <Form method="get" action={action}>
        {filters.q && <input type="hidden" name="q" value={filters.q} />}
        {filters.scope === "all" && <input type="hidden" name="scope" value="all" />}
        <div className="field">
          <label htmlFor="filter-sort">
            <Trans>Sort by</Trans>
          </label>
          <select id="filter-sort" name="sort" defaultValue={effectiveSort(filters)}>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {i18n._(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-organisation">
            <Trans>Organisation</Trans>
          </label>
          {/* Typed, not chosen from hundreds of names sent with every list page: the server
              reads it as the organisation it names (organisation-choice.ts). */}
          <input
            id="filter-organisation"
            type="text"
            name="organisation"
            defaultValue={filters.organisation ?? ""}
            placeholder={t`Any organisation`}
            maxLength={200}
            aria-describedby={organisationNoted ? "filter-organisation-unknown" : undefined}
          />
        </div>
        <Select label={t`Source`} name="source" options={options.sources} value={filters.source} />
        <Select label={t`Region`} name="region" options={options.regions} value={filters.region} />
        <Select
          label={t`Language`}
          name="language"
          options={options.languages}
          value={filters.language}
        />
        <div className="field">
          <label htmlFor="filter-status">
            <Trans>Bidding</Trans>
          </label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">
              <Trans>Any</Trans>
            </option>
            <option value="open">
              <Trans>Open</Trans>
            </option>
            <option value="closed">
              <Trans>Closed</Trans>
            </option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-outcome">
            <Trans>Outcome</Trans>
          </label>
          {/* An outcome is looked for in the archive: most tenders end after they close. */}
          <select id="filter-outcome" name="outcome" defaultValue={filters.outcome ?? ""}>
            <option value="">
              <Trans>Any</Trans>
            </option>
            <option value="awarded">
              <Trans>Awarded</Trans>
            </option>
            <option value="cancelled">
              <Trans>Cancelled</Trans>
            </option>
            <option value="failed">
              <Trans>Failed</Trans>
            </option>
            <option value="pending">
              <Trans>No outcome yet</Trans>
            </option>
          </select>
        </div>
        {ethiopian && (
          <p id={DATES_HINT} className="field-hint">
            <Trans>Ethiopian calendar: type day/month/year, for example 22/04/2019.</Trans>
          </p>
        )}
        <div className="date-range">
          {dateField("published_from", t`Published from`, filters.publishedFrom)}
          {dateField("published_to", t`Published to`, filters.publishedTo)}
        </div>
        <div className="date-range">
          {dateField("closes_from", t`Closes from`, filters.closesFrom)}
          {dateField("closes_to", t`Closes to`, filters.closesTo)}
        </div>
        <CategoryTree
          categories={options.categories}
          selectedCategories={filters.category}
          selectedSubcategories={filters.subcategory}
        />
        <div className="filter-actions">
          <button type="submit" name="apply" value="1" className="button">
            <Trans>Apply Filters</Trans>
          </button>
          <Link to={clearHref} className="button button-ghost">
            <Trans>Clear Filters</Trans>
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
        <option value="">
          <Trans>All</Trans>
        </option>
        <CatalogOptions items={options} />
      </select>
    </div>
  );
}

const DATES_HINT = "filter-dates-hint";

/**
 * A day of a date range: the chosen day (Ethiopian and Gregorian in Amharic), or a refused
 * value as typed, described by its message.
 */
function DateField({
  name,
  label,
  chosen,
  typed,
  error,
  ethiopian,
}: {
  name: DateFilterParam;
  label: string;
  /** The day applied, "YYYY-MM-DD". */
  chosen: string | undefined;
  typed: string;
  error: string | undefined;
  ethiopian: boolean;
}) {
  const { t } = useLinguiMacro();
  const id = `filter-${name}`;
  // Amharic shows the applied day the Ethiopian way, and below it in both calendars.
  const both = ethiopian && chosen ? formatDate(middayOf(chosen).toISOString(), "am") : "";
  const shown = both ? ethiopianDayText(chosen!) : (chosen ?? typed.slice(0, 40));
  const described = [ethiopian && DATES_HINT, both && `${id}-day`, error && `${id}-error`];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={ethiopian ? "text" : "date"}
        name={name}
        defaultValue={shown}
        placeholder={ethiopian ? t`day/month/year` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.filter(Boolean).join(" ") || undefined}
      />
      {both && (
        <p id={`${id}-day`} className="field-hint">
          {both}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
