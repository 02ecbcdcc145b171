// Why reading a file stopped, with the limit it passed (bytes, rows, columns, characters, seconds, MB).
import type { FileRefusal } from '@shared/bridge/transaction-fields'

export class Refusal extends Error {
  constructor(
    readonly reason: FileRefusal,
    readonly limit?: number
  ) {
    super(limit === undefined ? reason : `${reason} (limit ${limit})`)
  }
}
