import styles from './console.module.scss';

type RecordListProps = { title: string; rows: readonly Record<string, unknown>[] };

const text = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** One table per store, a row per record and a column per field, as the door returned them. */
export function RecordList({ title, rows }: RecordListProps) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <div className={styles.tableWrap} role="region" aria-label={title} tabIndex={0}>
      <table className={styles.table}>
        <caption>
          {title}: {rows.length}
        </caption>
        {rows.length > 0 && (
          <>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column}>{text(row[column])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </>
        )}
      </table>
    </div>
  );
}
