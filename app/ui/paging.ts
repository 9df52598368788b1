export const ADMIN_PAGE_SIZE = 5;

/** Anything odd (missing, "abc", -3) is page 1. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface PageInfo {
  page: number;
  pageCount: number;
  total: number;
}

/** Clamps `page` to the last page, so a stale ?page=99 shows the last rows instead of nothing. */
export function pageInfo(requested: number, total: number, pageSize = ADMIN_PAGE_SIZE): PageInfo {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { page: Math.min(requested, pageCount), pageCount, total };
}
