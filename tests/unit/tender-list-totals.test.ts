import { I18nProvider } from "@lingui/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { serverI18n } from "~/i18n/catalogues.server";
import { MAX_LISTED_RESULTS, roundEstimate } from "~/modules/tenders/list-bounds";
import type { TenderFilters } from "~/modules/tenders/tender-filters-query";
import { TenderList } from "~/modules/tenders/TenderList";
import type { TenderPage } from "~/modules/tenders/tender-types";

const filters: TenderFilters = { q: "supply", category: [], subcategory: [], page: 200 };

const archive: TenderFilters = { ...filters, scope: "all" };

function render(result: TenderPage, busy: string | null = null, shown = filters): string {
  const Stub = createRoutesStub([
    {
      path: "/home",
      Component: () =>
        createElement(TenderList, {
          path: "/home",
          filters: shown,
          result,
          busy,
          hrefForTender: (id: number) => `/tenders/${id}`,
        }),
    },
  ]);
  const html = renderToStaticMarkup(
    createElement(I18nProvider, {
      i18n: serverI18n("en"),
      children: createElement(Stub, { initialEntries: ["/home"] }),
    }),
  );
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

const page = (over: Partial<TenderPage>): TenderPage => ({
  items: [],
  total: 0,
  totalPrecision: "exact",
  page: 1,
  pageCount: 1,
  ...over,
});

describe("list totals", () => {
  it("counts open tenders exactly, and the archive plainly, as 'About' or as 'More than'", () => {
    expect(render(page({ total: 1 }))).toContain("1 open tender");
    expect(render(page({ total: 12, pageCount: 3 }))).toContain("12 open tenders, page 1 of 3");
    expect(render(page({ total: 1 }), null, archive)).toContain("1 tender, closed included");
    expect(
      render(
        page({ total: 170_000, totalPrecision: "estimate", page: 3, pageCount: 200 }),
        null,
        archive,
      ),
    ).toContain("About 170,000 tenders, closed included, page 3 of 200");
    expect(
      render(page({ total: 1_000, totalPrecision: "more-than", pageCount: 200 }), null, archive),
    ).toContain("More than 1,000 tenders, closed included");
  });

  it("explains the depth limit on the last browsable page only", () => {
    const note = "Only the first 1,000 results can be browsed";
    const estimate = { total: 170_000, totalPrecision: "estimate", pageCount: 200 } as const;
    expect(render(page({ ...estimate, page: 200 }))).toContain(note);
    expect(render(page({ ...estimate, page: 199 }))).not.toContain(note);
    expect(render(page({ total: 12, page: 3, pageCount: 3 }))).not.toContain(note);
  });

  it("shows why a busy list has no results instead of 'No tenders found'", () => {
    const text = render(page({}), "This search is taking too long right now.");
    expect(text).toContain("This search is taking too long right now.");
    expect(text).not.toContain("No tenders found");
  });

  it("rounds estimates to two figures, never below the cap", () => {
    expect(roundEstimate(166_432)).toBe(170_000);
    expect(roundEstimate(1_049)).toBe(1_000);
    expect(roundEstimate(1_051)).toBe(1_100);
    expect(roundEstimate(999_999)).toBe(1_000_000);
    expect(roundEstimate(12)).toBe(MAX_LISTED_RESULTS);
  });
});
