/**
 * The entry of `table` named `key`, or undefined: only the table's own keys count, so a key that comes from
 * the server ('constructor', 'toString') never reaches an inherited property.
 */
export function ownEntry<Table extends Record<string, unknown>>(
  table: Table,
  key: string,
): Table[keyof Table] | undefined {
  return Object.hasOwn(table, key) ? table[key as keyof Table] : undefined;
}
