// Query parameters in words, in German and in English: the market answer's and the
// comparables search's parameters read as the UI's language writes them (dates, numbers, the service's
// defaults named), and none of the API's names (type_of_demand, object_type, orderBy, pricePerSqm ...)
// is left in either language.
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import type { MarketResult } from '@shared/bridge/market'
import type { ComparablesQuery } from '@shared/bridge/comparables'
import { formatDate, formatNumber } from '@renderer/kit/format'
import { parametersUsed, marketCitation } from '@renderer/market/market-cite'
import { requestInWords } from '@renderer/comparables/request-words'
import de from '@renderer/messages-de'
import en from '@renderer/messages-en'

const API_NAMES =
  /type_of_demand|object_type|living_space|building_year|first_time_use|subsidized|start_date|end_date|radius|orderBy|pricePerSqm|numberOfRooms|startDate|endDate|isFurnished|rentNetPerSqm|dealType|divisionLevel|\basc\b|\bdesc\b|\btrue\b|\bfalse\b/

function tools(language: 'de' | 'en') {
  const i18n = createI18n({
    legacy: false,
    locale: language,
    messages: { de, en },
    missingWarn: false,
    fallbackWarn: false
  })
  const tag = language === 'de' ? 'de-DE' : 'en-GB'
  const t = (k: string, p?: Record<string, unknown>) => i18n.global.t(k, p ?? {})
  return {
    t,
    fmt: { number: (v: number, d?: number) => formatNumber(tag, v, d), date: (iso: string) => formatDate(tag, iso) },
    te: (k: string) => i18n.global.te(k)
  }
}

const market = {
  id: 'm1',
  query: {
    address: 'Marienplatz 1, 80331 München',
    type_of_demand: 'buy',
    'rooms[min]': 2,
    radius: 10000,
    object_type: '8,11',
    furnished: true,
    start_date: '2024-03-01'
  },
  answer: {
    count: 0,
    median: null,
    average: null,
    minimum_price: null,
    maximum_price: null,
    median_duration: null,
    interval: { '10': null, '90': null },
    exposes: [],
    meta: { url: null, version: '1' }
  },
  source: {
    connection: { id: 'sandbox', name: 'Sandbox', baseUrl: 'http://127.0.0.1:1', kind: 'sandbox' },
    endpoint: 'GET /api/v1/price_filter',
    fetchedAt: '2026-11-26T10:00:00.000Z',
    apiVersion: '1'
  },
  offline: false
} as unknown as MarketResult

const search: ComparablesQuery['request'] = {
  filters: {
    location: { circle: { center: { coordinates: { latitude: 53.55, longitude: 9.93 } }, radius: 2500 } },
    dealType: 'rent',
    propertyType: [{ code: 'apartment' }],
    pricePerSqm: { min: 8, max: 30 },
    numberOfRooms: { min: 2 },
    startDate: { min: '2022-01-01' },
    isFurnished: true
  },
  orderBy: [{ field: 'rentNetPerSqm', direction: 'asc' }]
}

describe('parameters in words', () => {
  it('German', () => {
    const { t, fmt } = tools('de')
    const m = parametersUsed(market, t, fmt)
    expect(m).toBe(
      'Adresse Marienplatz 1, 80331 München; Vermarktung Kauf; Zimmer 2 bis 7 (Standard); Wohnfläche 15 (Standard) bis 400 (Standard) m²; Angebotspreis je m² 300 (Standard) bis 20.000 (Standard) EUR; Baujahr 1800 (Standard) bis 2026 (Standard); Umkreis 10.000 m; Objektarten Etagenwohnung, Erdgeschosswohnung; nur möbliert: ja; nur mit Wohnberechtigungsschein: nein; nur Erstbezug: nein; Veröffentlichungszeitraum 01.03.2024 bis 25.11.2026 (Standard)'
    )
    expect(marketCitation(market, fmt.date, 'x', (date, window) => t('market.stichtag', { date, window })).period).toBe(
      'Stichtag 25.11.2026 (Angebote veröffentlicht 01.03.2024 – 25.11.2026)'
    )
    const c = requestInWords(search, t, fmt)
    expect(c).toBe(
      'Umkreis 2,5 km; Miete; Wohnungen; Angebotsmiete je m² (netto kalt) 8 EUR bis 30 EUR; Zimmer ab 2; Erstmals angeboten ab 01.01.2022; Nur möblierte Angebote; Reihenfolge des Dienstes: Angebotsmiete je m² (netto kalt), aufsteigend'
    )
    for (const text of [m, c]) expect(text).not.toMatch(API_NAMES)
  })

  it('English', () => {
    const { t, fmt } = tools('en')
    const m = parametersUsed(market, t, fmt)
    const c = requestInWords(search, t, fmt)
    expect(m).toContain('25/11/2026')
    expect(c).toContain('01/01/2022')
    for (const text of [m, c]) {
      expect(text).not.toMatch(API_NAMES)
      // No German word crept into the English text.
      expect(text).not.toMatch(/\b(Umkreis|Zimmer|Kauf|Miete|Wohnungen|Standard\b|ab|bis|nein|ja)\b/)
    }
  })
})
