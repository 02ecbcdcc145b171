// The report's charts as a user reads them: every Chart field of the addresses and regions answers
// has a figure, date series get a time axis and category series a category axis, the y axis names
// its unit, series are named in the user's language, and the table holds the same numbers as text
// in the user's locale (1.234,56 in German).
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import type { TSchema } from '@sinclair/typebox'
import { AddressesResponse, Chart, RegionsResponse } from '@shared/api'
import { CHART_SPECS, chartOf, type AnyChart } from '@renderer/report/charts/catalog'
import {
  buildChartModel,
  chartTable,
  defaultType,
  typeChoices,
  visibleDatasets,
  MAX_SERIES,
  type ModelContext
} from '@renderer/report/charts/chart-model'
import { seriesColour } from '@renderer/kit/chart-setup'
import { tableTsv } from '@renderer/kit/export/table-copy'
import de from '@renderer/messages-de'
import en from '@renderer/messages-en'

function ctx(lang: 'de' | 'en'): ModelContext {
  const i18n = createI18n({
    legacy: false,
    locale: lang,
    messages: { de, en },
    missingWarn: false,
    fallbackWarn: false
  })
  return {
    t: (k, p) => i18n.global.t(k, p ?? {}),
    te: (k) => i18n.global.te(k),
    locale: lang === 'de' ? 'de-DE' : 'en-GB',
    currency: 'EUR'
  }
}
const spec = (field: string) => CHART_SPECS.find((s) => s.field === field)!

const rent: AnyChart = {
  series: [
    {
      divisionLevel: 'divisionLevel100',
      title: '80331',
      type: 'apartment_stock',
      data: [
        { x: '2018-01-01', y: 17.77 },
        { x: '2019-01-01', y: 1234.5 }
      ]
    },
    {
      divisionLevel: 'divisionLevel8',
      title: 'München',
      type: 'apartment_stock',
      data: [
        { x: '2018-01-01', y: 17.39 },
        { x: '2019-01-01', y: null }
      ]
    },
    { divisionLevel: 'divisionLevel8', title: 'München', type: 'house_new', data: [{ x: '2021-01-01', y: 21 }] }
  ]
}
const migration: AnyChart = {
  series: ['immigration', 'emigration', 'net_migration'].map((title, i) => ({
    divisionLevel: 'divisionLevel8',
    title,
    data: [
      { x: '2011-01-01', y: 80 - i },
      { x: '2012-01-01', y: 79.9 - i }
    ]
  }))
}
const livingArea: AnyChart = {
  series: [
    {
      divisionLevel: 'divisionLevel8',
      title: 'München',
      data: ['below_40', '40_to_59', 'above_120'].map((x, i) => ({ x, y: 10.5 + i }))
    }
  ]
}
const durations: AnyChart = {
  series: [
    {
      divisionLevel: 'divisionLevel8',
      title: 'München',
      type: 'apartment',
      data: [
        { x: '2024-01-01', y: 24 },
        { x: '2024-02-01', y: 31 }
      ]
    }
  ]
}

describe('report charts', () => {
  it('has a figure for every Chart field of the addresses and regions answers', () => {
    const chartFields = (schema: { properties: Record<string, TSchema> }) =>
      Object.entries(schema.properties)
        .filter(
          ([, s]) =>
            JSON.stringify(s) === JSON.stringify(Chart) ||
            JSON.stringify((s as { anyOf?: unknown }).anyOf ?? s).includes('"series"')
        )
        .map(([k]) => k)
    const covered = new Set(CHART_SPECS.flatMap((s) => [s.field, ...(s.aliases ?? [])]))
    for (const field of [...chartFields(AddressesResponse), ...chartFields(RegionsResponse)])
      expect(covered.has(field), field).toBe(true)
    for (const lang of ['de', 'en'] as const) {
      const c = ctx(lang)
      for (const s of CHART_SPECS) expect(c.te(`charts.titles.${s.field}`), `${lang} ${s.field}`).toBe(true)
    }
  })

  it('reads a chart under its alias (apartmentConstructions)', () => {
    const answer = { apartmentConstructions: migration } as unknown as RegionsResponse
    expect(chartOf(spec('constructionCompletions'), answer)).toBe(migration)
  })

  it('puts date series on a time axis by year and names the unit EUR/m² in the axis title', () => {
    const m = buildChartModel(spec('rentDevelopment'), rent, ctx('de'))
    expect(m.axis).toBe('time')
    expect(m.timeUnit).toBe('year')
    expect(m.title).toBe('Entwicklung der Angebotsmieten (netto kalt)')
    expect(m.yTitle).toBe('EUR/m²')
    expect(m.types).toEqual(['apartment_stock', 'house_new'])
  })

  it('names series by division and level and by type, in German and in English', () => {
    const deLabels = buildChartModel(spec('rentDevelopment'), rent, ctx('de')).datasets.map((d) => d.label)
    expect(deLabels).toEqual([
      '80331 (Postleitzahlgebiet), Wohnungen Bestand',
      'München (Gemeinde), Wohnungen Bestand',
      'München (Gemeinde), Häuser Neubau'
    ])
    const enLabels = buildChartModel(spec('rentDevelopment'), rent, ctx('en')).datasets.map((d) => d.label)
    expect(enLabels[0]).toBe('80331 (postal code area), apartments, existing')
    expect(buildChartModel(spec('migrationBalance'), migration, ctx('de')).datasets.map((d) => d.label)).toEqual([
      'Zuzüge',
      'Fortzüge',
      'Wanderungssaldo'
    ])
    expect(buildChartModel(spec('migrationBalance'), migration, ctx('en')).datasets.map((d) => d.label)).toEqual([
      'Moving in',
      'Moving out',
      'Net migration'
    ])
  })

  it('shows existing apartments first where a chart has several property types', () => {
    const m = buildChartModel(spec('rentDevelopment'), rent, ctx('de'))
    expect(defaultType(m)).toBe('apartment_stock')
    expect(visibleDatasets(m, 'apartment_stock').map((d) => d.level)).toEqual(['divisionLevel100', 'divisionLevel8'])
    expect(visibleDatasets(m, 'all')).toHaveLength(3)
  })

  it('tables the same numbers in the German locale, a dash where a value is missing', () => {
    const c = ctx('de')
    const m = buildChartModel(spec('rentDevelopment'), rent, c)
    const table = chartTable(m, visibleDatasets(m, 'apartment_stock'), c)
    expect(table.head).toEqual([
      'Jahr',
      '80331 (Postleitzahlgebiet), Wohnungen Bestand',
      'München (Gemeinde), Wohnungen Bestand'
    ])
    expect(table.rows).toEqual([
      ['2018', '17,77', '17,39'],
      ['2019', '1.234,5', '–']
    ])
    expect(tableTsv({ caption: 'Miete (EUR/m²)', ...table }).split('\n')).toEqual([
      'Miete (EUR/m²)',
      'Jahr\t80331 (Postleitzahlgebiet), Wohnungen Bestand\tMünchen (Gemeinde), Wohnungen Bestand',
      '2018\t17,77\t17,39',
      '2019\t1.234,5\t–'
    ])
    const enTable = chartTable(m, visibleDatasets(m, 'apartment_stock'), ctx('en'))
    expect(enTable.rows[1]).toEqual(['2019', '1,234.5', '–'])
  })

  it('uses months for monthly series and days as the unit of market durations', () => {
    const c = ctx('de')
    const m = buildChartModel(spec('rentMarketDurations'), durations, c)
    expect(m.timeUnit).toBe('month')
    expect(m.yTitle).toBe('Tage')
    expect(chartTable(m, m.datasets, c).rows.map((r) => r[0])).toEqual(['01.2024', '02.2024'])
    expect(buildChartModel(spec('rentMarketDurations'), durations, ctx('en')).yTitle).toBe('days')
  })

  it('puts classes on a category axis with their names in the user language', () => {
    const c = ctx('de')
    const m = buildChartModel(spec('apartmentByLivingAreaDistribution'), livingArea, c)
    expect(m.axis).toBe('category')
    expect(m.yTitle).toBe('Prozent')
    expect(m.title).toBe('Wohnungen nach Wohnfläche')
    expect(chartTable(m, m.datasets, c).rows).toEqual([
      ['unter 40 m²', '10,5'],
      ['40 bis 59 m²', '11,5'],
      ['120 m² und mehr', '12,5']
    ])
    expect(buildChartModel(spec('apartmentByLivingAreaDistribution'), livingArea, ctx('en')).xLabel('above_120')).toBe(
      '120 m² and over'
    )
  })

  it('names the unit of every chart: index base year, per 10,000 inhabitants, currency per inhabitant', () => {
    const c = ctx('de')
    expect(buildChartModel(spec('populationDevelopment'), migration, c).yTitle).toBe('Index (2011 = 100)')
    expect(buildChartModel(spec('populationForecast'), migration, c).yTitle).toBe('Index (2021 = 100)')
    expect(buildChartModel(spec('constructionCompletions'), migration, c).yTitle).toBe('Wohnungen je 10.000 Einwohner')
    expect(buildChartModel(spec('availableIncome'), migration, c).yTitle).toBe('EUR je Einwohner und Jahr')
    expect(buildChartModel(spec('unemploymentRates'), migration, c).yTitle).toBe('Prozent')
    expect(buildChartModel(spec('constructionCompletions'), migration, ctx('en')).yTitle).toBe(
      'apartments per 10,000 inhabitants'
    )
    for (const s of CHART_SPECS) expect(buildChartModel(s, migration, c).yTitle, s.field).not.toMatch(/\{|\}|charts\./)
  })

  it('shows identical series of two levels once, named for both (a kreisfreie Stadt is its own county)', () => {
    const data = [
      { x: '2019-01-01', y: 100 },
      { x: '2020-01-01', y: 101.5 }
    ]
    const chart: AnyChart = {
      series: [
        { divisionLevel: 'divisionLevel8', title: 'München', data },
        { divisionLevel: 'divisionLevel6', title: 'München', data: data.map((p) => ({ ...p })) },
        {
          divisionLevel: 'divisionLevel4',
          title: 'Bayern',
          data: [
            { x: '2019-01-01', y: 100 },
            { x: '2020-01-01', y: 100.7 }
          ]
        }
      ]
    }
    const m = buildChartModel(spec('populationDevelopment'), chart, ctx('de'))
    expect(m.datasets.map((d) => d.label)).toEqual(['München (Gemeinde = Kreis)', 'Bayern (Bundesland)'])
    expect(buildChartModel(spec('populationDevelopment'), chart, ctx('en')).datasets[0]!.label).toBe(
      'München (municipality = county)'
    )
    // With types, the type stays after the merged name.
    const typed: AnyChart = {
      series: chart.series
        .slice(0, 2)
        .map((s) => ({ ...s, type: 'apartment_stock' }))
        .concat([{ ...chart.series[0]!, type: 'house_new' }])
    }
    expect(buildChartModel(spec('rentDevelopment'), typed, ctx('de')).datasets.map((d) => d.label)).toEqual([
      'München (Gemeinde = Kreis), Wohnungen Bestand',
      'München (Gemeinde), Häuser Neubau'
    ])
  })

  it('leaves a missing year as a gap (null), never bridging it', () => {
    const chart: AnyChart = {
      series: [
        {
          divisionLevel: 'divisionLevel8',
          title: 'München',
          data: [
            { x: '2018-01-01', y: 10 },
            { x: '2021-01-01', y: 13 }
          ]
        },
        {
          divisionLevel: 'divisionLevel4',
          title: 'Bayern',
          data: ['2018', '2019', '2020', '2021'].map((y, i) => ({ x: `${y}-01-01`, y: 9 + i }))
        }
      ]
    }
    const m = buildChartModel(spec('populationDevelopment'), chart, ctx('de'))
    expect(m.datasets[0]!.points.map((p) => p.y)).toEqual([10, null, null, 13])
    expect(chartTable(m, m.datasets, ctx('de')).rows.map((r) => r[1])).toEqual(['10', '–', '–', '13'])
  })

  it('keeps one colour per region in every chart and never offers more lines than can be told apart', () => {
    const levels = ['divisionLevel100', 'divisionLevel8', 'divisionLevel6', 'divisionLevel4']
    const types = ['apartment_stock', 'apartment_new', 'house_stock', 'house_new']
    const chart: AnyChart = {
      series: levels.flatMap((l, i) =>
        types.map((type, j) => ({ divisionLevel: l, title: `R${i}`, type, data: [{ x: '2020-01-01', y: i * 10 + j }] }))
      )
    }
    const m = buildChartModel(spec('rentDevelopment'), chart, ctx('de'))
    expect(m.datasets).toHaveLength(16)
    const choices = typeChoices(m)
    expect(choices.some((c) => c.value === 'all')).toBe(false)
    for (const c of choices) expect(visibleDatasets(m, c.value).length, c.value).toBeLessThanOrEqual(MAX_SERIES)
    expect(choices.filter((c) => c.region).map((c) => c.region)).toEqual(levels)
    // The municipality has the same colour here as in a chart without types.
    const other = buildChartModel(
      spec('populationDevelopment'),
      { series: [{ divisionLevel: 'divisionLevel8', title: 'X', data: [{ x: '2020-01-01', y: 1 }] }] },
      ctx('de')
    )
    expect(seriesColour(m.datasets.find((d) => d.level === 'divisionLevel8')!.region, 0)).toBe(
      seriesColour(other.datasets[0]!.region, 3)
    )
    const colours = new Set(levels.map((l) => seriesColour(l, 0)))
    expect(colours.size).toBe(levels.length)
    // A small chart keeps "all types" whole.
    const small = buildChartModel(
      spec('rentDevelopment'),
      { series: chart.series.filter((s) => s.divisionLevel === 'divisionLevel8') },
      ctx('de')
    )
    expect(typeChoices(small).map((c) => c.value)).toContain('all')
  })
})
