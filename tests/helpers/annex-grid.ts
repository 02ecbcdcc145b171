// A saved comparison grid with every part the annex prints: `count` columns of all three price types
// (offers with portal and listing id, Kaufpreise with board and register number, own cases), dates,
// characteristics, Bodenrichtwerte, an official quarterly index the valuation date lies beyond, example and
// published coefficient tables, the Tukey rule, one column excluded with a reason, one with weight 0, a
// market adjustment, a boG, rounding and the second route. `provenance` is where its offers came from.
import { createI18n } from 'vue-i18n'
import type { Provenance } from '@shared/bridge/provenance'
import { EXAMPLE_CONDITION_TABLE, EXAMPLE_LIVING_AREA_TABLE } from '@shared/valuation/coefficients'
import { emptyGrid, emptySubject, newComparable } from '@shared/valuation/defaults'
import type { GridState } from '@shared/valuation/grid-types'
import de from '@renderer/messages-de'
import en from '@renderer/messages-en'
import { formatDate, formatNumber } from '@renderer/kit/format'
import type { AnnexWords } from '@renderer/valuation/annex/annex-model'

export const ANNEX_SUBJECT_KEY = 'address:annex-test, 22761 hamburg'

/** The label of column i (1-based), unique and easy to find in a PDF's text. */
export const columnLabel = (i: number) => `VO${String(i).padStart(2, '0')}`

export function annexGrid(count: number, provenance: Provenance | null): GridState {
  const subject = {
    ...emptySubject('apartment'),
    livingArea: 72.5,
    buildingYear: 1965,
    condition: 'good' as const,
    valuationDate: '2026-11-20'
  }
  subject.landValue = { value: 1200, zone: '2041', stichtag: '2024-01-01', citation: 'BORIS Hamburg' }
  const grid = emptyGrid(ANNEX_SUBJECT_KEY, subject, provenance ? provenance.connection : null)
  grid.settings.offerDiscount = { pct: 8, reason: 'Marktbericht 2025: Angebote 6 bis 10 % über den Kaufpreisen' }
  grid.settings.index = {
    kind: 'official',
    name: 'Häuserpreisindex Wohnungen',
    publisher: 'Statistisches Bundesamt',
    basePeriod: '2015 = 100',
    frequency: 'quarterly',
    points: [
      { period: '2024-Q1', value: 150.2 },
      { period: '2024-Q3', value: 152.8 },
      { period: '2025-Q1', value: 155.1 },
      { period: '2025-Q3', value: 157.0 }
    ],
    citation: 'Destatis Tabelle 61262-0002',
    retrievedAt: '2026-10-02'
  }
  const published = {
    ...structuredClone(EXAMPLE_CONDITION_TABLE),
    id: 'gaa-condition',
    name: 'Zustand GAA Hamburg',
    citation: 'Grundstücksmarktbericht Hamburg 2025, Tabelle 14',
    stichtag: '2025-01-01',
    model: 'Zustand nach Anlage 2',
    example: false,
    // The board's own figures: a table holding the example's values stays an example whatever it cites.
    levels: EXAMPLE_CONDITION_TABLE.levels.map((l) => ({ level: l.level, k: l.level === 'good' ? 1 : l.k - 0.01 }))
  }
  grid.settings.tables = [structuredClone(EXAMPLE_LIVING_AREA_TABLE), published]
  grid.settings.location = {
    method: 'landValueRatio',
    exponent: 0.5,
    reason: 'Bodenrichtwertverhältnis nach Marktbericht'
  }
  grid.settings.outlierRule = 'tukey'
  grid.settings.marketAdjustment = { kind: 'pct', amount: -2, reason: 'nachlassende Nachfrage im 3. Quartal' }
  grid.settings.specialFeatures = [
    { label: 'Instandhaltungsstau Dach', euro: -12000, reason: 'Kostenschätzung Dachdecker' }
  ]
  grid.settings.rounding = { kind: 'step', step: 1000 }
  grid.settings.weightJustification = 'Kaufpreise doppelt gewichtet'
  grid.settings.secondRoute = {
    kind: 'immobilienrichtwert',
    name: 'Immobilienrichtwert Altona 2025',
    valuePerSqm: 5200,
    stichtag: '2025-01-01',
    citation: 'Gutachterausschuss Hamburg',
    model: 'Wohnung 70 m², Zustand gut',
    reference: { livingArea: 70, condition: 'good' },
    tables: [published],
    adjustTime: true
  }
  const conditions = ['bad', 'moderate', 'good', 'very_good'] as const
  for (let i = 1; i <= count; i++) {
    const type = i % 5 === 0 ? 'transaction' : i % 7 === 0 ? 'own_case' : 'offer'
    const reference =
      type === 'offer'
        ? { kind: 'offer' as const, portal: 'ImmoScout24', listingId: `IS-${1000 + i}` }
        : type === 'transaction'
          ? { kind: 'transaction' as const, board: 'Hamburg', registerNumber: `KPS-2025-${500 + i}` }
          : { kind: 'own_case' as const, caseReference: `AZ-2024-${i}` }
    const origin =
      type === 'offer' && provenance ? { kind: 'connection' as const, source: provenance } : { kind: 'typed' as const }
    grid.comparables.push(
      newComparable(
        {
          id: `c${i}`,
          label: columnLabel(i),
          priceType: type,
          reference,
          address: `Musterstraße ${i}, 22761 Hamburg`,
          priceDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
          pricePerSqm: i === 13 ? 9800 : 4800 + (i % 9) * 55,
          totalPrice: null,
          livingArea: 60 + (i % 6) * 5,
          buildingYear: 1950 + i,
          condition: conditions[i % 4]!,
          landValue: {
            value: 1000 + (i % 4) * 100,
            zone: `20${40 + (i % 4)}`,
            stichtag: '2024-01-01',
            citation: 'BORIS Hamburg'
          },
          weight: i === 4 ? 0 : type === 'offer' ? 1 : 2,
          ...(i === 2 ? { excludedReason: 'Dachgeschoss ohne Aufzug, nicht vergleichbar' } : {}),
          ...(type === 'offer' ? { offerEndDate: '2025-12-01' } : {})
        },
        origin
      )
    )
  }
  return grid
}

/** The annex's words in a language, as the print view has them (vue-i18n with the app's messages, the app's number and date forms). */
export function annexWords(language: 'de' | 'en'): AnnexWords {
  const { global } = createI18n({ legacy: false, locale: language, messages: { de, en } })
  const locale = language === 'de' ? 'de-DE' : 'en-GB'
  return {
    t: (k, p) => global.t(k, p ?? {}),
    n: (v, digits) => formatNumber(locale, v, digits),
    d: (iso) => formatDate(locale, iso)
  }
}
