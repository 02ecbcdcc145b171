// A refused save of the grid, field by field in the screen's words: the bridge's paths (the subject's key,
// a row of the subject, a row of a column, a setting) become the field as the screen labels it, with what
// was wrong, in German and in English; a key too long is said as the address too long, in its own characters.
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import type { AppError } from '@shared/bridge/errors'
import { emptyGrid, emptySubject, newComparable } from '@shared/valuation/defaults'
import { saveFieldProblems } from '@renderer/valuation/grid/save-problem'
import de from '@renderer/messages-de'
import en from '@renderer/messages-en'

const words = (locale: 'de' | 'en') => {
  const { global } = createI18n({ legacy: false, locale, messages: { de, en } })
  return { t: (k: string, p?: Record<string, unknown>) => global.t(k, p ?? {}), te: (k: string) => global.te(k) }
}

const label = 'Königstraße 12, Lübeck'
const grid = emptyGrid(`address:${label.toLowerCase()}`, emptySubject('apartment'))
grid.comparables.push(newComparable({ id: 'a', label: 'Kaufpreis B-1', priceType: 'transaction', pricePerSqm: 3000 }))
const error: AppError = {
  code: 'invalid_argument',
  message: 'Invalid arguments for valuation.saveGrid.',
  fieldErrors: {
    subjectKey: ['Expected string length less or equal to 200'],
    'subject.livingArea': ['Expected number to be less or equal to 10000'],
    'comparables.0.address': ['Expected string length less or equal to 300'],
    'settings.index.name': ['Expected string length less or equal to 300']
  }
}

describe('a refused save names its fields', () => {
  it('in German', () => {
    const { t, te } = words('de')
    expect(saveFieldProblems(error, grid, label, t, te).map((p) => `${p.field}: ${p.problem}`)).toEqual([
      `Adresse des Objekts: Höchstens 192 Zeichen, damit das Raster unter dieser Adresse gespeichert werden kann; sie hat ${label.length}. Bitte kürzen und „Objekt festlegen“.`,
      'Bewertungsobjekt, Wohnfläche (m²): Höchstens 10000.',
      'Spalte 1 „Kaufpreis B-1“, Adresse oder Straße: Höchstens 300 Zeichen.',
      'Einstellung index › name: Höchstens 300 Zeichen.'
    ])
  })
  it('in English', () => {
    const { t, te } = words('en')
    const said = saveFieldProblems(error, grid, label, t, te).map((p) => p.field)
    expect(said[0]).toBe("Subject's address")
    expect(said[2]).toMatch(/^Column 1 “Kaufpreis B-1”, /)
  })
  it('names nothing when the error names no field', () => {
    const { t, te } = words('de')
    expect(saveFieldProblems({ code: 'internal', message: 'x' }, grid, label, t, te)).toEqual([])
  })
})
