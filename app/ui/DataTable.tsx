import type { Key, ReactNode } from "react";

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/**
 * A data table that scrolls sideways on narrow screens, or the `empty` message when there are
 * no rows. The admin lists and the delivery history share it.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
}: {
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  empty: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
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
                <td key={column.header} className={column.className}>
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
