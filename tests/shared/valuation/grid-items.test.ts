// Euro rows and reasons: an offer's Stellplatz and Einbauküche carried into the grid and taken out of its
// price with the stated euro amounts; a comparable's own boG as a euro amount with its reason; the location
// rule's preset exponent or per-point factor named until reasoned; the second route converted with the
// Immobilienrichtwert's own tables, not the grid's.
import { describe, expect, it } from 'vitest'
import { computeGrid } from '@shared/valuation/comparison-grid'
import { newSecondRoute } from '@shared/valuation/defaults'
import { columnFromOffer } from '@shared/valuation/from-offer'
import { columnOf, numericTable, settingsOf, subjectOf } from './grid-fixtures'

const SOURCE = {
  connection: { id: 'vendor', name: 'Anbieter', kind: 'vendor' as const },
  endpoint: 'POST /api/v2/offers/search',
  fetchedAt: '2026-11-01T00:00:00Z'
}
const offer = (fields: { hasParkingSpace?: boolean; hasKitchen?: boolean }) =>
  columnFromOffer(
    {
      id: 'o1',
      dealType: 'sale',
      propertyType: { code: 'apartment' },
      source: 'Portal A',
      startDate: '2024-03-01',
      salePricePerSqm: 4000,
      salePrice: 320000,
      livingArea: 80,
      ...fields
    },
    SOURCE
  )!
const subject = subjectOf({ livingArea: 80, valuationDate: '2024-03-01' })
const discount = { pct: 10, reason: 'GMB 2024: Angebote 10 % über Kaufpreisen' }

describe("an offer's Stellplatz and Einbauküche", () => {
  it('are carried from the offer and taken out of its price as euro rows with the stated amounts', () => {
    const col = offer({ hasParkingSpace: true, hasKitchen: true })
    expect(col).toMatchObject({ hasParking: true, hasKitchen: true, parkingEuro: null, kitchenEuro: null })
    const settings = settingsOf({
      offerDiscount: discount,
      separateItemAmounts: { parkingEuro: 15000, kitchenEuro: 5000, reason: 'Tiefgaragenstellplatz: GMB 2024' }
    })
    const r = computeGrid(settings, subject, [col])
    const cell = r.columns[0]!.cells[r.rows.indexOf('separateItems')]!
    // (15,000 + 5,000) € / 80 m² = 250 €/m² out: 4,000 − 250 = 3,750; less 10 %: 3,375.
    expect(cell).toMatchObject({ delta: -250, price: 3750, basis: 'separate_items_stated' })
    expect(cell.inputs).toMatchObject({ parkingEuro: 15000, kitchenEuro: 5000 })
    expect(r.columns[0]!.adjustedPrice).toBeCloseTo(3375, 9)
    expect(r.issues).not.toContain('item_amount_missing')
    expect(r.issues).not.toContain('item_amount_needs_reason')
    // A column's own amount goes before the stated one.
    const own = computeGrid(settings, subject, [{ ...col, parkingEuro: 8000 }])
    expect(own.columns[0]!.cells[own.rows.indexOf('separateItems')]!.delta).toBe(-(8000 + 5000) / 80)
  })

  it('without a stated amount: no adjustment, said in the cell and named; a stated amount without reason is named', () => {
    const col = offer({ hasParkingSpace: true, hasKitchen: false })
    const none = computeGrid(settingsOf({ offerDiscount: discount }), subject, [col])
    expect(none.columns[0]!.cells[none.rows.indexOf('separateItems')]!.fallback).toBe('no_item_amount')
    expect(none.issues).toContain('item_amount_missing')
    const unreasoned = computeGrid(
      settingsOf({
        offerDiscount: discount,
        separateItemAmounts: { parkingEuro: 15000, kitchenEuro: null, reason: '' }
      }),
      subject,
      [col]
    )
    expect(unreasoned.columns[0]!.adjustedPrice).toBeCloseTo((4000 - 15000 / 80) * 0.9, 9)
    expect(unreasoned.issues).toContain('item_amount_needs_reason')
    expect(unreasoned.issues).not.toContain('item_amount_missing')
  })
})

describe("a comparable's boG in euros", () => {
  it('takes a Sonderumlage and a Sondernutzungsrecht out of the price with their reasons; an unreasoned one is named', () => {
    const col = columnOf({
      pricePerSqm: 4000,
      livingArea: 80,
      features: [
        { label: 'Sonderumlage Dach', euro: -8000, reason: 'Beschluss der WEG 2023, vom Käufer übernommen' },
        { label: 'Sondernutzungsrecht Garten', euro: 4000, reason: 'Teilungserklärung § 4' }
      ]
    })
    const r = computeGrid(settingsOf(), subject, [col])
    const cell = r.columns[0]!.cells[r.rows.indexOf('objectFeatures')]!
    // −8,000 + 4,000 = −4,000 € lowered its price: 4,000 / 80 = 50 €/m² added back: 4,050.
    expect(cell).toMatchObject({ delta: 50, price: 4050, basis: 'object_features' })
    expect(String(cell.inputs.features)).toContain('Sonderumlage Dach: -8000 € (Beschluss der WEG 2023')
    expect(r.issues).not.toContain('object_feature_needs_reason')
    const bare = { ...col, features: [{ label: 'Instandhaltungsstau', euro: -6000, reason: ' ' }] }
    expect(computeGrid(settingsOf(), subject, [bare]).issues).toContain('object_feature_needs_reason')
  })
})

describe('the location rule', () => {
  it('names the preset exponent or per-point factor until a reason is entered', () => {
    const landValue = (value: number) => ({ value, zone: 'Z', stichtag: '2024-01-01', citation: 'BORIS' })
    const s = subjectOf({ ...subject, landValue: landValue(1200) })
    const cols = [columnOf({ pricePerSqm: 4000, landValue: landValue(1000) })]
    const preset = computeGrid(settingsOf({ location: { method: 'landValueRatio', exponent: 1, reason: '' } }), s, cols)
    expect(preset.issues).toContain('location_needs_reason')
    const score = computeGrid(settingsOf({ location: { method: 'vendorScore', pctPerScore: 20, reason: '' } }), s, cols)
    expect(score.issues).toContain('location_needs_reason')
    const reasoned = computeGrid(
      settingsOf({ location: { method: 'landValueRatio', exponent: 1, reason: 'GMB 2024: Exponent 1 abgeleitet' } }),
      s,
      cols
    )
    expect(reasoned.issues).not.toContain('location_needs_reason')
  })
})

describe('the second route', () => {
  it("starts without tables and converts with the Immobilienrichtwert's own tables, not the grid's", () => {
    expect(newSecondRoute().tables).toEqual([])
    const grid = numericTable('livingArea', [
      { at: 40, k: 1.2 },
      { at: 120, k: 0.8 }
    ])
    const own = numericTable(
      'livingArea',
      [
        { at: 60, k: 1.05 },
        { at: 100, k: 0.95 }
      ],
      { id: 'irw-wfl', citation: 'Immobilienrichtwerte Hamburg 2024, Umrechnung Wohnfläche' }
    )
    const route = { ...newSecondRoute(), valuePerSqm: 4000, reference: { livingArea: 60 }, tables: [own] }
    const r = computeGrid(settingsOf({ tables: [grid], secondRoute: route }), subject, [
      columnOf({ pricePerSqm: 4000 })
    ])
    // Subject 80 m² on the route's own table: 1.05 − 0.10 × 20/40 = 1.00; reference 60 m²: 1.05. 4,000 × 1.00/1.05.
    expect(r.secondRoute!.steps).toEqual([expect.objectContaining({ table: own.name, kSubject: 1, kReference: 1.05 })])
    expect(r.secondRoute!.convertedPerSqm).toBeCloseTo(4000 / 1.05, 9)
    expect(r.issues).not.toContain('second_route_grid_tables')
    // A route holding the grid's table as it was copied (same table, same source) is named.
    const copied = computeGrid(settingsOf({ tables: [grid], secondRoute: { ...route, tables: [grid] } }), subject, [
      columnOf({ pricePerSqm: 4000 })
    ])
    expect(copied.issues).toContain('second_route_grid_tables')
  })
})
