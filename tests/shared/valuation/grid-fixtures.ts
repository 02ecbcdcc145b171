// Builders for grid tests: a subject, a column and settings with everything unknown or off unless given.
import { defaultSettings, emptySubject, newComparable } from '@shared/valuation/defaults'
import type { GridComparable, GridSettings, GridSubject, NumericTable } from '@shared/valuation/grid-types'

export const subjectOf = (fields: Partial<GridSubject> = {}): GridSubject => ({ ...emptySubject(), ...fields })

export const settingsOf = (fields: Partial<GridSettings> = {}): GridSettings => ({
  ...defaultSettings(),
  tables: [],
  rounding: { kind: 'none' },
  ...fields
})

let seq = 0
export const columnOf = (fields: Partial<GridComparable> & Pick<GridComparable, 'pricePerSqm'>): GridComparable => {
  const priceType = fields.priceType ?? 'transaction'
  const id = fields.id ?? `c${++seq}`
  return newComparable({ id, label: fields.label ?? id, priceType, ...fields })
}

export const numericTable = (
  characteristic: NumericTable['characteristic'],
  points: NumericTable['points'],
  fields: Partial<NumericTable> = {}
): NumericTable => ({
  id: `t-${characteristic}`,
  name: characteristic,
  citation: 'Test',
  stichtag: '2024-01-01',
  model: 'Test',
  example: false,
  scale: 'numeric',
  characteristic,
  points,
  ...fields
})
