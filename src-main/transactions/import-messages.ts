// What main and the import's child process say to each other: main asks for one file (by path, which the
// child opens itself, or as the bytes a drop handed over); the child answers its rows in chunks, then how
// it read them, or why it refused the file.
import type { FileRefusal } from '@shared/bridge/transaction-fields'
import type { Encoding } from './decode'
import type { Cell } from './table'

export interface ImportRequest {
  type: 'read'
  name: string
  path?: string
  bytes?: Uint8Array
}

export type ImportAnswer =
  | { type: 'rows'; rows: Cell[][] }
  | { type: 'done'; encoding: Encoding | null; delimiter: string | null; sheet: string | null }
  | { type: 'refused'; reason: FileRefusal; limit?: number }
