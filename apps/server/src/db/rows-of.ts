/** The rows of a `db.execute` answer: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
