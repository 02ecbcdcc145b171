// The annex says how the published inputs were used: the index's Bezugszeitpunkt and "linear interpoliert"
// at every time cell read between two points, the offers' stated Stellplatz and Einbauküche amounts and a
// comparable's own boG with their reasons, and the second route converted with its own tables, in German
// and English.
import { describe, expect, it } from 'vitest'
import { annexDocument } from '@renderer/valuation/annex/annex-model'
import { ANNEX_COLUMNS_PER_PAGE } from '@shared/export/annex'
import { gridResultOf } from '@shared/valuation/comparison-grid'
import { numericTable } from '../../shared/valuation/grid-fixtures'
import { annexGrid, annexWords } from '../../helpers/annex-grid'

function printed(lang: 'de' | 'en') {
  const grid = annexGrid(6, null)
  grid.settings.index!.reference = 'start'
  grid.comparables[0]!.hasParking = true
  grid.comparables[1]!.features = [{ label: 'Sonderumlage Dach', euro: -8000, reason: 'WEG-Beschluss 2025' }]
  grid.settings.separateItemAmounts = { parkingEuro: 15000, kitchenEuro: null, reason: 'Tiefgarage laut GMB' }
  grid.settings.secondRoute = {
    kind: 'immobilienrichtwert',
    name: 'IRW Altona',
    valuePerSqm: 5200,
    stichtag: '2025-01-01',
    citation: 'Immobilienrichtwerte Hamburg 2025',
    model: 'IRW-Modell',
    reference: { livingArea: 70 },
    tables: [
      numericTable(
        'livingArea',
        [
          { at: 50, k: 1.05 },
          { at: 90, k: 0.97 }
        ],
        { id: 'irw-wfl', name: 'IRW Wohnfläche', citation: 'IRW Hamburg 2025, Anlage 2' }
      )
    ],
    adjustTime: false
  }
  const result = gridResultOf(grid)
  const doc = annexDocument(grid, result, 'X', false, annexWords(lang), ANNEX_COLUMNS_PER_PAGE)
  return {
    result,
    text: doc.sections.flatMap((s) => [...s.paragraphs, ...s.tables.flatMap((t) => t.rows.flat())]).join('\n')
  }
}

describe('the annex on published inputs', () => {
  it('names the Bezugszeitpunkt and says "linear interpoliert" at interpolated time cells', () => {
    const { result, text } = printed('de')
    const time = result.rows.indexOf('time')
    expect(result.columns.some((c) => c.cells[time]!.inputs.interpolated === true)).toBe(true)
    expect(text).toContain('Ein Wert gilt zum Anfang seines Zeitraums')
    expect(text).toContain('Index linear interpoliert')
    expect(text).not.toContain('zur Mitte ihres Zeitraums')
    const en = printed('en').text
    expect(en).toContain('A value stands for the start of its period')
    expect(en).toContain('index linearly interpolated')
  })

  it('lists the stated euro amounts, the comparables’ own boG and the second route’s own tables', () => {
    const { text } = printed('de')
    expect(text).toContain('15.000 EUR bzw. – EUR aus dem Preis herausgerechnet. Begründung: Tiefgarage laut GMB')
    expect(text).toContain('Nr. 2: Sonderumlage Dach -8.000 EUR (WEG-Beschluss 2025)')
    expect(text).toContain(
      'eigenen Umrechnungskoeffizienten des Faktors (§ 10 Modellkonformität), nicht mit denen des Rasters: IRW Wohnfläche (IRW Hamburg 2025, Anlage 2)'
    )
    const en = printed('en').text
    expect(en).toContain("Converted with the factor's own conversion coefficients")
    expect(en).toContain('No. 2: Sonderumlage Dach')
  })
})
