// Worked examples for the annex on paper, written by hand as data: each is a saved grid whose printed annex
// must recompute from its own figures (annex-recompute.test.ts). A case is one entry of WORKED_CASES; add one
// to test another published table, index or outlier rule on paper.
import { emptyGrid, emptySubject, newComparable } from '@shared/valuation/defaults'
import type { GridComparable, GridState } from '@shared/valuation/grid-types'

export interface WorkedCase {
  name: string
  /** The subject's label as printed in the page header. */
  label: string
  key: string
  grid: () => GridState
}

const brw = (value: number, zone: string) => ({
  value,
  zone,
  stichtag: '2025-01-01',
  citation: 'BORIS Beispielstadt'
})
const typed = { kind: 'typed' as const }

/**
 * Mixed Kaufpreise and offers in Beispielstadt: four Kaufpreise (one dated before the index's first value, one
 * with a Stellplatz in its price), three offers (one with an Einbauküche), one price far above the rest that
 * Tukey's fences eliminate; a published Wohnfläche table with its own breakpoints (45, 65, 95, 130 m²), a
 * Zustand table, Bodenrichtwert ratio with exponent 0.6, a market adjustment, two boG and rounding to 500 €.
 */
function mixedCase(): GridState {
  const subject = {
    ...emptySubject('apartment'),
    livingArea: 78.4,
    condition: 'good' as const,
    valuationDate: '2026-03-20',
    landValue: brw(950, 'B-12'),
    parkingEuro: 12_000
  }
  const grid = emptyGrid('address:rechenweg 7, 12345 beispielstadt', subject, null)
  const s = grid.settings
  s.offerDiscount = { pct: 7.5, reason: 'Marktbericht Beispielstadt: Angebote rund sieben Prozent über Kaufpreisen' }
  s.index = {
    kind: 'official',
    name: 'Preisindex Wohnungseigentum Beispielstadt',
    publisher: 'Gutachterausschuss Beispielstadt',
    basePeriod: '2020 = 100',
    frequency: 'quarterly',
    points: [
      { period: '2024-Q3', value: 118.4 },
      { period: '2025-Q1', value: 121.7 },
      { period: '2025-Q3', value: 123.9 },
      { period: '2026-Q1', value: 126.2 },
      { period: '2026-Q2', value: 126.9 }
    ],
    citation: 'Grundstücksmarktbericht Beispielstadt, Indexreihe Wohnungseigentum',
    retrievedAt: '2026-03-01'
  }
  s.tables = [
    {
      id: 'gaa-wfl',
      name: 'Wohnfläche GAA Beispielstadt',
      citation: 'Grundstücksmarktbericht Beispielstadt, Tabelle Wohnfläche',
      stichtag: '2025-01-01',
      model: 'Wohnfläche nach WoFlV, ohne Stellplatz',
      example: false,
      scale: 'numeric',
      characteristic: 'livingArea',
      points: [
        { at: 45, k: 1.085 },
        { at: 65, k: 1.021 },
        { at: 95, k: 0.968 },
        { at: 130, k: 0.934 }
      ]
    },
    {
      id: 'gaa-zustand',
      name: 'Zustand GAA Beispielstadt',
      citation: 'Grundstücksmarktbericht Beispielstadt, Tabelle Zustand',
      stichtag: '2025-01-01',
      model: 'Zustand in fünf Stufen',
      example: false,
      scale: 'categorical',
      characteristic: 'condition',
      levels: [
        { level: 'bad', k: 0.87 },
        { level: 'moderate', k: 0.955 },
        { level: 'good', k: 1.0 },
        { level: 'very_good', k: 1.043 }
      ]
    }
  ]
  s.location = { method: 'landValueRatio', exponent: 0.6, reason: 'Exponent nach Marktbericht Beispielstadt' }
  s.outlierRule = 'tukey'
  s.marketAdjustment = { kind: 'pct', amount: -3, reason: 'Zinsanstieg seit dem Stichtag der Indexreihe' }
  s.specialFeatures = [
    { label: 'Instandhaltungsstau Balkon', euro: -8_500, reason: 'Angebot eines Bauunternehmens' },
    { label: 'Sondernutzungsrecht Garten', euro: 4_000, reason: 'Teilungserklärung' }
  ]
  s.rounding = { kind: 'step', step: 500 }
  const col = (f: Partial<GridComparable> & Pick<GridComparable, 'id' | 'priceType' | 'pricePerSqm'>) =>
    newComparable({ label: f.id, ...f }, typed)
  const kp = (registerNumber: string) => ({ kind: 'transaction' as const, board: 'Beispielstadt', registerNumber })
  const offer = (listingId: string) => ({ kind: 'offer' as const, portal: 'Portal B', listingId })
  grid.comparables = [
    col({
      id: 'K1',
      priceType: 'transaction',
      reference: kp('2025-0411'),
      address: 'Lindenallee 14, 12345 Beispielstadt',
      priceDate: '2024-05-02',
      pricePerSqm: 3_640,
      livingArea: 71.2,
      condition: 'moderate',
      landValue: brw(880, 'B-11')
    }),
    col({
      id: 'K2',
      priceType: 'transaction',
      reference: kp('2025-1187'),
      address: 'Am Markt 3-5, 12345 Beispielstadt',
      priceDate: '2025-06-30',
      pricePerSqm: 3_905,
      totalPrice: 351_450,
      livingArea: 90,
      parkingEuro: 15_000,
      condition: 'good',
      landValue: brw(950, 'B-12')
    }),
    col({
      id: 'K3',
      priceType: 'transaction',
      reference: kp('2025-1502'),
      address: 'Gartenweg 22a, 12345 Beispielstadt',
      priceDate: '2025-11-12',
      pricePerSqm: 4_120,
      livingArea: 58.5,
      condition: 'very_good',
      landValue: brw(1_010, 'B-14')
    }),
    col({
      id: 'K4',
      priceType: 'transaction',
      reference: kp('2026-0033'),
      address: 'Lindenallee 2, 12345 Beispielstadt',
      priceDate: '2026-01-20',
      pricePerSqm: 6_950,
      livingArea: 80,
      condition: 'good',
      landValue: brw(950, 'B-12')
    }),
    col({
      id: 'A1',
      priceType: 'offer',
      reference: offer('PB-77812'),
      address: 'Rosenstraße 9, 12345 Beispielstadt',
      priceDate: '2026-02-03',
      pricePerSqm: 4_290,
      livingArea: 76,
      kitchenEuro: 6_000,
      condition: 'good',
      landValue: brw(920, 'B-13')
    }),
    col({
      id: 'A2',
      priceType: 'offer',
      reference: offer('PB-80245'),
      address: 'Bahnhofstraße 41, 12345 Beispielstadt',
      priceDate: '2025-12-15',
      pricePerSqm: 4_050,
      livingArea: 104,
      condition: 'moderate',
      landValue: brw(950, 'B-12')
    }),
    col({
      id: 'A3',
      priceType: 'offer',
      reference: offer('PB-81107'),
      address: 'Schulstraße 6, 12345 Beispielstadt',
      priceDate: '2026-03-01',
      pricePerSqm: 4_480,
      livingArea: 66,
      condition: 'very_good',
      landValue: brw(1_010, 'B-14'),
      weight: 0.5
    })
  ]
  s.weightJustification = 'Angebot mit Exposé ohne Grundriss halb gewichtet'
  grid.annexFrame = {
    reportReference: 'GA-2026-031',
    appraiser: 'Dipl.-Ing. Erika Beispiel',
    annexNumber: '4',
    reportDate: '2026-04-02',
    qualityDate: ''
  }
  return grid
}

/**
 * The same market read with other published figures: the index's values stand for the start of their
 * quarter (as some Gutachterausschüsse publish them), the Wohnfläche table has other breakpoints (40, 60,
 * 80, 110, 150 m²), the far price is judged by Grubbs' test (with its Würdigung), and one Kaufpreis carries
 * a Sondernutzungsrecht in euros that is taken out of its price.
 */
function periodStartCase(): GridState {
  const grid = mixedCase()
  grid.subjectKey = 'address:zinsweg 3, 12345 beispielstadt'
  const s = grid.settings
  s.index = { ...s.index!, reference: 'start', name: 'Preisindex Wohnungseigentum Beispielstadt (Quartalsanfang)' }
  s.tables[0] = {
    ...s.tables[0]!,
    id: 'gaa-wfl-2',
    name: 'Wohnfläche GAA Beispielstadt 2026',
    points: [
      { at: 40, k: 1.112 },
      { at: 60, k: 1.046 },
      { at: 80, k: 1.0 },
      { at: 110, k: 0.957 },
      { at: 150, k: 0.921 }
    ]
  } as (typeof s.tables)[number]
  s.outlierRule = 'grubbs'
  grid.comparables = grid.comparables.map((c) =>
    c.id === 'K4'
      ? { ...c, outlierAssessment: 'Verkauf unter Verwandten laut Auskunft, nicht im gewöhnlichen Geschäftsverkehr' }
      : c.id === 'K3'
        ? { ...c, features: [{ label: 'Sondernutzungsrecht Stellplatz im Hof', euro: 7_500, reason: 'Kaufvertrag' }] }
        : c
  )
  return grid
}

export const WORKED_CASES: WorkedCase[] = [
  {
    name: 'mixed Kaufpreise and offers, a Tukey outlier, a published Wohnfläche table with its own breakpoints',
    label: 'Rechenweg 7, 12345 Beispielstadt',
    key: 'address:rechenweg 7, 12345 beispielstadt',
    grid: mixedCase
  },
  {
    name: 'an index related to the start of its periods, other Wohnfläche breakpoints, Grubbs and a boG in euros',
    label: 'Zinsweg 3, 12345 Beispielstadt',
    key: 'address:zinsweg 3, 12345 beispielstadt',
    grid: periodStartCase
  }
]
