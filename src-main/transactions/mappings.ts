// Column mappings remembered per source (<dataDir>/transactions/mappings.json): by the Gutachterausschuss
// the user named, else by the file's header signature. Written whole to a temporary file and renamed,
// so a crash leaves the old file or the new one; an unreadable file is moved aside and started empty.
import { mkdirSync, readFileSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { RememberedMapping, type ColumnMapping } from '@shared/bridge/transactions'
import { writeFileDurablySync } from '@shared/node/durable-file'

const MAX_ENTRIES = 100
const FileShape = Type.Object({ version: Type.Literal(1), mappings: Type.Array(RememberedMapping) })

const keyOf = (source: string, signature: string) => (source.trim() ? `s:${source.trim().toLowerCase()}` : signature)

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
    writeFileDurablySync(file, JSON.stringify({ version: 1, mappings: list }), `${file}.tmp`)
    entries = list
  }

  return {
    list: (): RememberedMapping[] => read().map((e) => ({ ...e, columns: { ...e.columns } })),
    /** The newest mapping remembered for these headers. */
    forSignature: (signature: string): RememberedMapping | null => read().find((e) => e.signature === signature) ?? null,
    remember(source: string, signature: string, columns: ColumnMapping) {
      const key = keyOf(source, signature)
      const entry: RememberedMapping = { source: source.trim(), signature, columns: { ...columns }, savedAt: now().toISOString() }
      write([entry, ...read().filter((e) => keyOf(e.source, e.signature) !== key)].slice(0, MAX_ENTRIES))
    }
  }
}
export type Mappings = ReturnType<typeof openMappings>
