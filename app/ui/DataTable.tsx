import type { Key, ReactNode } from "react";

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** `stacked`: on a phone each row becomes a card of "header: value" lines, for very wide tables. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  stacked = false,
}: {
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  empty: string;
  stacked?: boolean;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="table-scroll">
      <table className={stacked ? "data-table data-table-stacked" : "data-table"}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={column.className}
                  data-label={stacked ? column.header : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
