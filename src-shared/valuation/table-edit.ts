// Editing a coefficient table as it is published: a blank table for any characteristic, points (numeric
// tables) and levels (categorical tables) added and removed, and a table pasted from a
// Grundstücksmarktbericht (two columns separated by a tab or a semicolon, decimal commas). Changing a
// value ends a shipped example's "example" mark; changing its name, citation, Stichtag or model does not.
import { CONDITIONS, QUALITIES } from '../api/enums'
import { readNumber } from '../format/number-reader'
import { BALCONY_KINDS, CATEGORICAL_CHARACTERISTICS, FLOOR_POSITIONS, MODERNISATION_DEGREES } from './grid-constants'
import { TABLE_MAX_POINTS } from './limits'
import type {
  CategoricalCharacteristic,
  CoefficientTable,
  NumericCharacteristic,
  TableCharacteristic
} from './grid-types'

/** A numeric table's point or a categorical table's level, as typed. */
export type TableEntry = { at: number; k: number } | { level: string; k: number }

export const isCategorical = (c: TableCharacteristic): c is CategoricalCharacteristic =>
  (CATEGORICAL_CHARACTERISTICS as readonly string[]).includes(c)

/** The levels a categorical table can have, in their order (the elevator's are 'yes' and 'no'). */
export const LEVELS: Record<CategoricalCharacteristic, readonly string[]> = {
  condition: CONDITIONS,
  furnishing: QUALITIES,
  floorPosition: FLOOR_POSITIONS,
  balcony: BALCONY_KINDS,
  elevator: ['yes', 'no'],
  modernisationDegree: MODERNISATION_DEGREES
}

/** A table with no entries yet (not applied until it has one), its source still to be entered. */
export function blankTable(characteristic: TableCharacteristic, id: string, name: string): CoefficientTable {
  const base = { id, name, citation: '', stichtag: '', model: '', example: false }
  return isCategorical(characteristic)
    ? { ...base, scale: 'categorical', characteristic, levels: [] }
    : { ...base, scale: 'numeric', characteristic: characteristic as NumericCharacteristic, points: [] }
}

const keyOf = (e: TableEntry) => ('level' in e ? e.level : e.at)
export const entriesOf = (table: CoefficientTable): TableEntry[] =>
  table.scale === 'numeric' ? table.points.map((p) => ({ ...p })) : table.levels.map((l) => ({ ...l }))

const sameEntries = (a: readonly TableEntry[], b: readonly TableEntry[]) =>
  a.length === b.length && a.every((e, i) => keyOf(e) === keyOf(b[i]!) && e.k === b[i]!.k)

/**
 * The table with these entries (numeric ones sorted by their point). When the values differ from the
 * table's, it is no longer a shipped example; the same values leave the mark as it was.
 */
export function withEntries(table: CoefficientTable, entries: readonly TableEntry[]): CoefficientTable {
  const before = entriesOf(table)
  const example = table.example && sameEntries(before, sortEntries(table, entries))
  if (table.scale === 'numeric') {
    const points = entries.flatMap((e) => ('at' in e ? [{ at: e.at, k: e.k }] : []))
    return { ...table, example, points: points.sort((a, b) => a.at - b.at) }
  }
  const levels = entries.flatMap((e) => ('level' in e ? [{ level: e.level, k: e.k }] : []))
  return { ...table, example, levels }
}

function sortEntries(table: CoefficientTable, entries: readonly TableEntry[]): TableEntry[] {
  return table.scale === 'numeric' ? [...entries].sort((a, b) => Number(keyOf(a)) - Number(keyOf(b))) : [...entries]
}

export type EntryProblem = 'duplicate' | 'too_many' | 'invalid_k'

/** The table with one more point or level, or why not (its key already there, the table full, k not positive). */
export function addEntry(table: CoefficientTable, entry: TableEntry): CoefficientTable | EntryProblem {
  const entries = entriesOf(table)
  if (!(Number.isFinite(entry.k) && entry.k > 0 && entry.k <= 100)) return 'invalid_k'
  if (entries.some((e) => keyOf(e) === keyOf(entry))) return 'duplicate'
  if (entries.length >= TABLE_MAX_POINTS) return 'too_many'
  return withEntries(table, [...entries, entry])
}

/** The table without its j-th entry. */
export function removeEntry(table: CoefficientTable, j: number): CoefficientTable {
  return withEntries(
    table,
    entriesOf(table).filter((_, i) => i !== j)
  )
}

/** The table with its j-th entry's point or k changed, or why not. */
export function setEntry(
  table: CoefficientTable,
  j: number,
  change: { at?: number; k?: number }
): CoefficientTable | EntryProblem {
  const entries = entriesOf(table)
  const e = entries[j]
  if (!e) return table
  if (change.k !== undefined && !(Number.isFinite(change.k) && change.k > 0 && change.k <= 100)) return 'invalid_k'
  const next: TableEntry = {
    ...e,
    ...(change.k !== undefined ? { k: change.k } : {}),
    ...(change.at !== undefined && 'at' in e ? { at: change.at } : {})
  }
  if (entries.some((x, i) => i !== j && keyOf(x) === keyOf(next))) return 'duplicate'
  entries[j] = next
  return withEntries(table, entries)
}

/** Why a pasted line was refused: not two columns, its first column not a number or level, k not a positive number, a key twice, too many lines. */
export type PasteProblemKind = 'columns' | 'key' | 'k' | 'duplicate' | 'too_many' | 'empty'
export interface PasteProblem {
  kind: PasteProblemKind
  /** 1-based line number in the pasted text, and the line as pasted (0 and '' for 'empty'). */
  line: number
  text: string
}

/** A line copied from a PDF has spaces between its columns: the last word is k, the words before it the key. */
function spaced(line: string): string[] {
  const words = line.split(/\s+/)
  return words.length < 2 ? words : [words.slice(0, -1).join(' '), words[words.length - 1]!]
}

/**
 * Reads a table pasted from a Grundstücksmarktbericht: one entry per line, the point (or level) and its k
 * separated by a tab or a semicolon (or, copied from a PDF, by spaces before the last word), numbers with
 * German decimal commas (as published). A first line
 * without any digit is taken for the table's heading and skipped; blank lines are skipped. `levelOf` maps
 * a pasted level (as written, in either language) to the level's key, or null.
 */
export function parseTablePaste(
  text: string,
  table: Pick<CoefficientTable, 'scale'>,
  levelOf: (typed: string) => string | null = () => null
): { ok: true; entries: TableEntry[] } | { ok: false; problem: PasteProblem } {
  const entries: TableEntry[] = []
  const lines = text.split(/\r?\n/)
  const refuse = (kind: PasteProblemKind, i: number) =>
    ({ ok: false, problem: { kind, line: i + 1, text: lines[i]!.trim() } }) as const
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim()
    if (line === '') continue
    if (entries.length === 0 && !/\d/.test(line) && lines.slice(0, i).every((l) => l.trim() === '')) continue
    const cells = /[\t;]/.test(line)
      ? line
          .split(/\t|;/)
          .map((c) => c.trim())
          .filter((c, j, all) => c !== '' || j < all.length - 1)
      : spaced(line)
    if (cells.length !== 2) return refuse('columns', i)
    const [first, second] = cells as [string, string]
    const k = readNumber(second, 'de')
    if (!k.ok || !(k.value > 0 && k.value <= 100)) return refuse('k', i)
    let entry: TableEntry
    if (table.scale === 'numeric') {
      const at = readNumber(first.replace(/\s*(m²|m2|qm)$/i, ''), 'de')
      if (!at.ok) return refuse('key', i)
      entry = { at: at.value, k: k.value }
    } else {
      const level = levelOf(first)
      if (level === null) return refuse('key', i)
      entry = { level, k: k.value }
    }
    if (entries.some((e) => keyOf(e) === keyOf(entry))) return refuse('duplicate', i)
    if (entries.length >= TABLE_MAX_POINTS) return refuse('too_many', i)
    entries.push(entry)
  }
  if (entries.length === 0) return { ok: false, problem: { kind: 'empty', line: 0, text: '' } }
  return { ok: true, entries }
}
