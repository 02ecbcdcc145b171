// Column mappings remembered per board (<dataDir>/transactions/mappings.json): by the Gutachterausschuss
// the user named, else by the file's header signature. A file of version 1 (the board in `source`) is read
// as it is and written back as version 2. Written whole to a temporary file and renamed,
// so a crash leaves the old file or the new one; an unreadable file is moved aside and started empty.
import { mkdirSync, readFileSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { RememberedMapping, type ColumnMapping } from '@shared/bridge/transactions'
import { writeFileDurablySync } from '@shared/node/durable-file'

const MAX_ENTRIES = 100
const FileShape = Type.Object({ version: Type.Literal(2), mappings: Type.Array(RememberedMapping) })
/** Version 1 named the board `source`. */
const FileShapeV1 = Type.Object({
  version: Type.Literal(1),
  mappings: Type.Array(Type.Object({ ...Type.Omit(RememberedMapping, ['board']).properties, source: Type.String() }))
})

const keyOf = (board: string, signature: string) => (board.trim() ? `s:${board.trim().toLowerCase()}` : signature)

export function openMappings(dir: string, now: () => Date = () => new Date()) {
  const file = join(dir, 'mappings.json')
  let entries: RememberedMapping[] | null = null

  function read(): RememberedMapping[] {
    if (entries) return entries
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      return (entries = [])
    }
    try {
      const parsed: unknown = JSON.parse(text)
      if (Value.Check(FileShape, parsed)) return (entries = parsed.mappings)
      if (Value.Check(FileShapeV1, parsed))
        return (entries = parsed.mappings.map(({ source, ...rest }) => ({ board: source, ...rest })))
    } catch {
      // not JSON: moved aside below
    }
    try {
      renameSync(file, `${file}.unreadable-${now().getTime()}`)
    } catch {
      // nothing to move
    }
    return (entries = [])
  }

  function write(list: RememberedMapping[]) {
    mkdirSync(dir, { recursive: true })
    writeFileDurablySync(file, JSON.stringify({ version: 2, mappings: list }), `${file}.tmp`)
    entries = list
  }

  return {
    list: (): RememberedMapping[] => read().map((e) => ({ ...e, columns: { ...e.columns } })),
    /** The newest mapping remembered for these headers. */
    forSignature: (signature: string): RememberedMapping | null =>
      read().find((e) => e.signature === signature) ?? null,
    remember(board: string, signature: string, columns: ColumnMapping) {
      const key = keyOf(board, signature)
      const entry: RememberedMapping = {
        board: board.trim(),
        signature,
        columns: { ...columns },
        savedAt: now().toISOString()
      }
      write([entry, ...read().filter((e) => keyOf(e.board, e.signature) !== key)].slice(0, MAX_ENTRIES))
    }
  }
}
export type Mappings = ReturnType<typeof openMappings>
