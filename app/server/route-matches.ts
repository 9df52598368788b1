import { matchRoutes, type RouteObject } from "react-router";

// The routes a request's path matches in the server build's route table: the HTTP edge reads a
// body limit and the metrics' route label from them. Matching flattens and ranks the whole table
// (about a millisecond), so each path's answer is remembered, numbers standing for any id.

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: object;
}

export type RouteTable = Record<string, RouteEntry | undefined>;

const MAX_REMEMBERED_PATHS = 1_000;

const tables = new WeakMap<object, { tree: RouteObject[]; matched: Map<string, string[]> }>();

/** The ids of the routes `pathname` matches, outermost first; none when no route does. */
export function matchedRouteIds(routes: RouteTable, pathname: string): string[] {
  let table = tables.get(routes);
  if (!table) {
    table = { tree: treeOf(routes, undefined), matched: new Map() };
    tables.set(routes, table);
  }
  const path = routePath(pathname);
  let ids = table.matched.get(path);
  if (!ids) {
    ids = (matchRoutes(table.tree, path) ?? []).map(({ route }) => route.id!);
    if (table.matched.size >= MAX_REMEMBERED_PATHS) table.matched.clear();
    table.matched.set(path, ids);
  }
  return ids;
}

function treeOf(routes: RouteTable, parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = route!;
      return index
        ? { id, path, index: true, caseSensitive }
        : { id, path, caseSensitive, children: treeOf(routes, id) };
    });
}

function routePath(pathname: string): string {
  // React Router posts a page's form to `/page.data` (`/_root.data` for the landing page). No
  // route has a number for a fixed segment, so /tenders/123 matches as /tenders/0 does.
  const path = pathname
    .replace(/\.data$/, "")
    .replace(/\/_root$/, "/")
    .replace(/\/\d+(?=\/|$)/g, "/0");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
