import { matchRoutes, type RouteObject } from "react-router";

// The routes a request's path matches in the server build's route table: the HTTP edge reads a
// body limit and the metrics' route label from them. Matching flattens and ranks the whole table
// (about half a millisecond), so each path's answer is remembered. A segment no route names
// (an id, a slug, a file) can only match a parameter, so any such segment stands for all: the
// remembered paths are the route table's shapes, not its URLs.

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

interface MatchTable {
  tree: RouteObject[];
  /** Every fixed segment of every route's path, in lower case (React Router ignores case). */
  segments: Set<string>;
  matched: Map<string, string[]>;
}

const tables = new WeakMap<object, MatchTable>();

/** The ids of the routes `pathname` matches, outermost first; none when no route does. */
export function matchedRouteIds(routes: RouteTable, pathname: string): string[] {
  let table = tables.get(routes);
  if (!table) {
    table = {
      tree: treeOf(routes, undefined),
      segments: fixedSegments(routes),
      matched: new Map(),
    };
    tables.set(routes, table);
  }
  const path = routePath(pathname, table.segments);
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

function fixedSegments(routes: RouteTable): Set<string> {
  const segments = new Set<string>();
  for (const route of Object.values(routes)) {
    for (const segment of route?.path?.split("/") ?? []) {
      if (segment && !segment.startsWith(":") && segment !== "*")
        segments.add(segment.toLowerCase());
    }
  }
  return segments;
}

function routePath(pathname: string, fixed: Set<string>): string {
  // React Router posts a page's form to `/page.data` (`/_root.data` for the landing page).
  const path = pathname.replace(/\.data$/, "").replace(/\/_root$/, "/");
  const shape = path
    .split("/")
    .map(decodedSegment)
    .map((segment) => (segment === "" || fixed.has(segment.toLowerCase()) ? segment : "0"))
    .join("/");
  return shape.length > 1 ? shape.replace(/\/+$/, "") : shape;
}

/** As React Router reads it: `/api/tenders/%69mport` is the import route. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
