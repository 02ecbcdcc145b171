// One write transaction on a SQLite connection, for main's stores and the sandbox's portfolio alike.

/** What a transaction needs of a connection (libsql's Database has it). */
export interface SqlConnection {
  exec(sql: string): unknown
  readonly inTransaction: boolean
}

/** Runs `fn` inside BEGIN IMMEDIATE ... COMMIT; rolls back when it throws. Not reentrant. */
export function transaction<T>(db: SqlConnection, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = fn()
    db.exec('COMMIT')
    return result
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK')
    throw err
  }
}
