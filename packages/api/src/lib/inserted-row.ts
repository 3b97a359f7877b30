/**
 * The row an INSERT ... RETURNING wrote. PostgreSQL always returns it, so its absence is a bug to fail on, not an
 * answer to send without it.
 */
export function insertedRow<Row>([row]: Row[], table: string): Row {
  if (!row) throw new Error(`Insert into ${table} returned no row`);
  return row;
}
