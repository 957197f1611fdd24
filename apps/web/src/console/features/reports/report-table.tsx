import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_API_PREFIX } from '../../lib/constants.ts';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A report table with its CSV download. On a phone each row becomes a card of label: value lines (the labels
 * come from `data-label`), so nothing needs scrolling sideways.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  csvPath,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  csvPath: string;
}) {
  const { t } = useTranslation('console');
  return (
    <div className="report-table">
      <div className="report-table__head">
        <h3>{caption}</h3>
        <a
          className="button button--ghost console-small-button"
          href={`${CONSOLE_API_PREFIX}${csvPath}`}
          download
        >
          {t('reports.csv')}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="console-muted">{t('reports.empty')}</p>
      ) : (
        <table aria-label={caption}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={column.numeric ? 'report-number' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.label}
                    data-label={column.label}
                    className={column.numeric ? 'report-number' : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
