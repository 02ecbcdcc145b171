// Coefficient tables as published: a blank table with the publisher's own breakpoints, points and levels
// added and removed, a table pasted from a Grundstücksmarktbericht (good lines and each kind of bad line
// named by its number), the example mark ended by a changed value only, and a new grid without example
// tables.
import { describe, expect, it } from 'vitest'
import { Value } from '@sinclair/typebox/value'
import { GridState } from '@shared/bridge/valuation-grid'
import {
  EXAMPLE_CONDITION_TABLE,
  EXAMPLE_LIVING_AREA_TABLE,
  isExampleTable,
  tableProblem
} from '@shared/valuation/coefficients'
import { computeGrid } from '@shared/valuation/comparison-grid'
import { defaultSettings, emptyGrid } from '@shared/valuation/defaults'
import type { CoefficientTable } from '@shared/valuation/grid-types'
import { addEntry, blankTable, parseTablePaste, removeEntry, setEntry, withEntries } from '@shared/valuation/table-edit'
import { columnOf, settingsOf, subjectOf } from './grid-fixtures'

const table = (t: CoefficientTable | string): CoefficientTable => {
  if (typeof t === 'string') throw new Error(`refused: ${t}`)
  return t
}

describe('a blank table with the publisher’s breakpoints', () => {
  it('starts empty, is not applied, saves, and once filled converts with its own breakpoints', () => {
    const blank = blankTable('livingArea', 't1', 'Wohnfläche GMB 2024')
    expect(blank).toMatchObject({ scale: 'numeric', points: [], example: false, citation: '' })
    expect(tableProblem(blank)).toBe('empty')
    expect(Value.Check(GridState, { ...emptyGrid('k'), settings: { ...defaultSettings(), tables: [blank] } })).toBe(
      true
    )
    const subject = subjectOf({ livingArea: 60, valuationDate: '2024-06-01' })
    const col = columnOf({ pricePerSqm: 4000, livingArea: 100 })
    expect(computeGrid(settingsOf({ tables: [blank] }), subject, [col]).rows).not.toContain('livingArea')

    // 40 → 1,10 and 120 → 0,90 (breakpoints the example does not have), typed in any order.
    let t = table(addEntry(blank, { at: 120, k: 0.9 }))
    t = table(addEntry(t, { at: 40, k: 1.1 }))
    expect(t.scale === 'numeric' && t.points).toEqual([
      { at: 40, k: 1.1 },
      { at: 120, k: 0.9 }
    ])
    // k at 60 = 1.10 − 0.20 × 20/80 = 1.05, at 100 = 1.10 − 0.20 × 60/80 = 0.95: factor 1.05 / 0.95.
    const r = computeGrid(settingsOf({ tables: [t] }), subject, [col])
    const cell = r.columns[0]!.cells[r.rows.indexOf('livingArea')]!
    expect(cell.inputs.kSubject).toBeCloseTo(1.05, 12)
    expect(cell.inputs.kComparable).toBeCloseTo(0.95, 12)
    expect(r.columns[0]!.adjustedPrice).toBeCloseTo((4000 * 1.05) / 0.95, 9)
  })

  it('takes and removes points and levels, and refuses a repeated breakpoint or level and a k that is not positive', () => {
    let t = table(addEntry(blankTable('buildingYear', 'b', 'Baujahr'), { at: 1960, k: 0.85 }))
    t = table(addEntry(t, { at: 2000, k: 1 }))
    t = table(addEntry(t, { at: 1980, k: 0.9 }))
    expect(addEntry(t, { at: 1980, k: 0.95 })).toBe('duplicate')
    expect(addEntry(t, { at: 1990, k: 0 })).toBe('invalid_k')
    t = removeEntry(t, 0)
    expect(t.scale === 'numeric' && t.points.map((p) => p.at)).toEqual([1980, 2000])
    expect(setEntry(t, 0, { at: 2000 })).toBe('duplicate')
    t = table(setEntry(t, 0, { k: 0.88 }))
    expect(t.scale === 'numeric' && t.points[0]).toEqual({ at: 1980, k: 0.88 })

    let c = table(addEntry(blankTable('condition', 'c', 'Zustand'), { level: 'good', k: 1 }))
    expect(c.scale).toBe('categorical')
    c = table(addEntry(c, { level: 'bad', k: 0.8 }))
    expect(addEntry(c, { level: 'bad', k: 0.7 })).toBe('duplicate')
    c = removeEntry(c, 0)
    expect(c.scale === 'categorical' && c.levels).toEqual([{ level: 'bad', k: 0.8 }])
  })
})

describe('pasting from a Grundstücksmarktbericht', () => {
  it('reads tab- and semicolon-separated lines with decimal commas, skipping a heading and blank lines', () => {
    const text = 'Wohnfläche\tKoeffizient\n35\t1,12\n\n55;1,04\n75 m²;1,00\n95\t0,97\r\n130;0,93;\n'
    expect(parseTablePaste(text, { scale: 'numeric' })).toEqual({
      ok: true,
      entries: [
        { at: 35, k: 1.12 },
        { at: 55, k: 1.04 },
        { at: 75, k: 1 },
        { at: 95, k: 0.97 },
        { at: 130, k: 0.93 }
      ]
    })
    // Copied from a PDF: spaces between the columns, levels in words.
    const words: Record<string, string> = { 'sehr gut': 'very_good', gut: 'good', mittel: 'moderate' }
    expect(
      parseTablePaste('sehr gut 1,08\ngut 1,00\nmittel 0,94', { scale: 'categorical' }, (w) => words[w] ?? null)
    ).toEqual({
      ok: true,
      entries: [
        { level: 'very_good', k: 1.08 },
        { level: 'good', k: 1 },
        { level: 'moderate', k: 0.94 }
      ]
    })
  })

  it('names the first bad line by its number and text, whatever is wrong with it', () => {
    const bad = (text: string, scale: 'numeric' | 'categorical' = 'numeric') => {
      const r = parseTablePaste(text, { scale }, () => null)
      return r.ok ? null : r.problem
    }
    expect(bad('35;1,12\n55;1,04;0,9\n75;1')).toEqual({ kind: 'columns', line: 2, text: '55;1,04;0,9' })
    expect(bad('35;1,12\nbis 55;1,04')).toEqual({ kind: 'key', line: 2, text: 'bis 55;1,04' })
    expect(bad('35;1,12\n55;eins')).toEqual({ kind: 'k', line: 2, text: '55;eins' })
    expect(bad('35;1,12\n55;-1')).toEqual({ kind: 'k', line: 2, text: '55;-1' })
    expect(bad('35;1,12\n\n35;1,04')).toEqual({ kind: 'duplicate', line: 3, text: '35;1,04' })
    expect(bad('einfach;0,9', 'categorical')).toEqual({ kind: 'key', line: 1, text: 'einfach;0,9' })
    expect(bad('Überschrift\n\n')).toEqual({ kind: 'empty', line: 0, text: '' })
    expect(bad(Array.from({ length: 51 }, (_, i) => `${i};1`).join('\n'))).toMatchObject({ kind: 'too_many', line: 51 })
  })
})

describe('the example mark', () => {
  it('stays while only the name, citation, Stichtag or model change, and goes with the first changed value', () => {
    const example = structuredClone(EXAMPLE_LIVING_AREA_TABLE)
    const cited = { ...example, name: 'Wohnfläche', citation: 'GMB Hamburg 2024, Tab. 12', stichtag: '2024-01-01' }
    // Saved with the flag cleared by a typed citation: the figures are still the example's.
    expect(isExampleTable({ ...cited, example: false })).toBe(true)
    const subject = subjectOf({ livingArea: 50, valuationDate: '2024-06-01' })
    const cols = [columnOf({ pricePerSqm: 4000, livingArea: 90 })]
    const before = computeGrid(settingsOf({ tables: [{ ...cited, example: false }] }), subject, cols)
    expect(before.issues).toContain('example_tables')
    expect(before.columns[0]!.cells[before.rows.indexOf('livingArea')]!.basis).toBe('table_example')

    // The same values again leave it; one changed k ends it.
    expect(withEntries(cited, example.points).example).toBe(true)
    expect(table(setEntry(cited, 1, { k: 1.07 })).example).toBe(true)
    const changed = table(setEntry(cited, 1, { k: 1.08 }))
    expect(changed.example).toBe(false)
    expect(isExampleTable(changed)).toBe(false)
    const after = computeGrid(settingsOf({ tables: [changed] }), subject, cols)
    expect(after.issues).not.toContain('example_tables')
    expect(after.columns[0]!.cells[after.rows.indexOf('livingArea')]!.basis).toBe('table')
    // Adding or removing a level is a changed value too.
    expect(removeEntry(structuredClone(EXAMPLE_CONDITION_TABLE), 0).example).toBe(false)
  })
})

describe('a new grid', () => {
  it('applies no example table until one is chosen', () => {
    expect(defaultSettings().tables).toEqual([])
    const grid = emptyGrid('k')
    const r = computeGrid(grid.settings, subjectOf({ livingArea: 50, valuationDate: '2024-06-01' }), [
      columnOf({ pricePerSqm: 4000, livingArea: 90, buildingYear: 1960 })
    ])
    expect(r.issues).not.toContain('example_tables')
    expect(r.rows).toEqual(['price', 'time', 'adjusted'])
  })
})
