// Every enumerated value the service's shared schemas define has a German and an English label, so no
// raw service value ("business", "below_1919", "65_to_70") reaches a report; the v1 block's German
// words read in English in an English report.
import { describe, expect, it } from 'vitest'
import * as api from '@shared/api'
import de from '@renderer/messages-de'
import en from '@renderer/messages-en'
import { v1Text } from '@renderer/kit/values/v1-values'
import {
  placeName,
  SERVICE_WORD_KINDS,
  serviceWord,
  VALUE_ENUMS,
  valueLabel,
  type ValueKind
} from '@renderer/kit/values/value-labels'

type Tree = { [k: string]: string | Tree }
const lookup = (tree: Tree) => {
  const get = (key: string) =>
    key.split('.').reduce<string | Tree | undefined>((n, k) => (n && typeof n === 'object' ? n[k] : undefined), tree)
  return { t: (key: string) => String(get(key)), te: (key: string) => typeof get(key) === 'string' }
}
const DE = lookup(de as Tree)
const EN = lookup(en as Tree)

/** Enumerations of the shared schemas labelled elsewhere or that are subsets of a labelled one. */
const OTHER_SCREENS = new Set<readonly unknown[]>([
  api.OfferPropertyTypeCodes,
  api.STORED_PROPERTY_TYPES,
  api.LightValuationPropertyTypes,
  api.PRICE_FILTER_RADII,
  api.OrderByFields,
  // Age groups and household sizes are named by the report's facts (report.age, report.household).
  api.AGE_KEYS,
  api.HOUSEHOLD_KEYS,
  // Division levels are named by the chart and map code (charts.levels).
  api.DIVISION_LEVELS
])

describe('value labels', () => {
  it('label every value of every location enumeration in German and English, differently from the raw value', () => {
    for (const [kind, values] of Object.entries(VALUE_ENUMS) as Array<[ValueKind, readonly string[]]>) {
      for (const v of values) {
        for (const [lang, L] of [
          ['de', DE],
          ['en', EN]
        ] as const) {
          expect(L.te(`values.${kind}.${v}`), `${lang} ${kind}.${v}`).toBe(true)
          expect(valueLabel(L.t, L.te, kind, v).trim(), `${lang} ${kind}.${v}`).not.toBe('')
        }
        expect(valueLabel(DE.t, DE.te, kind, v), `${kind}.${v}`).not.toBe(v)
        // Nothing raw: no underscores, and numeric classes carry their unit.
        expect(valueLabel(EN.t, EN.te, kind, v), `${kind}.${v}`).not.toMatch(/_/)
      }
    }
    for (const v of api.VolumeLevels) {
      expect(valueLabel(DE.t, DE.te, 'volumeLevel', v)).toMatch(/dB\(A\)$/)
      expect(valueLabel(EN.t, EN.te, 'volumeLevel', v)).toMatch(/dB\(A\)$/)
    }
  })

  it('have no label table without its enumeration and no location enumeration without a label table', () => {
    const labelled = new Set<readonly unknown[]>(Object.values(VALUE_ENUMS))
    const enumerations = Object.entries(api).filter(
      ([, v]) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' || typeof x === 'number')
    )
    const unlabelled = enumerations
      .filter(([, v]) => !OTHER_SCREENS.has(v as readonly unknown[]) && !labelled.has(v as readonly unknown[]))
      // developmentType joins the current and the legacy series types.
      .filter(([name]) => name !== 'DevelopmentSeriesTypes' && name !== 'LegacyDevelopmentSeriesTypes')
      .map(([name]) => name)
    expect(unlabelled).toEqual([])
    expect(Object.keys((de as Tree).values as Tree).sort()).toEqual(
      [...Object.keys(VALUE_ENUMS), ...SERVICE_WORD_KINDS].sort()
    )
  })

  it("say the German words the service gives outside any enumeration in English too: level designations and sellers' condition labels", () => {
    expect(serviceWord(EN.t, EN.te, 'levelDesignation', 'Kreisfreie Stadt')).toBe('District-free city')
    expect(serviceWord(EN.t, EN.te, 'levelDesignation', 'Bundesland')).toBe('Federal state')
    expect(serviceWord(EN.t, EN.te, 'offerCondition', 'Renovierungsbedürftig / Modernisiert')).toBe(
      'In need of renovation / Modernised'
    )
    expect(serviceWord(EN.t, EN.te, 'offerCondition', 'Neuwertig')).toBe('As new')
    expect(serviceWord(DE.t, DE.te, 'offerCondition', 'Vollständig renoviert')).toBe('Vollständig renoviert')
    expect(serviceWord(EN.t, EN.te, 'offerCondition', 'Unbekannt')).toBe('Unbekannt')
    expect(serviceWord(EN.t, EN.te, 'objectType', 'Sonstige Wohnungen')).toBe('Other flats')
    // The sandbox's invented quarter names carry a generic German word; real names pass as they are.
    expect(placeName(EN.t, 'München, Quartier 80331-24071-3860')).toBe('München, Quarter 80331-24071-3860')
    expect(placeName(DE.t, 'München, Quartier 80331-24071-3860')).toBe('München, Quartier 80331-24071-3860')
    expect(placeName(EN.t, 'Quartier Latin')).toBe('Quartier Latin')
    const words = (tree: unknown, kind: string) => Object.keys(((tree as Tree).values as Tree)[kind] as Tree).sort()
    for (const kind of SERVICE_WORD_KINDS) expect(words(en, kind), kind).toEqual(words(de, kind))
  })

  it('show a value the enumerations do not know readably, and none as a dash', () => {
    expect(valueLabel(EN.t, EN.te, 'socialClass', 'new_value')).toBe('new value')
    expect(valueLabel(EN.t, EN.te, 'socialClass', null)).toBe('–')
  })

  it('write the v1 block words in English in an English report and leave them as they are in German', () => {
    expect(v1Text('de', 'Urbanes Wohnen')).toBe('Urbanes Wohnen')
    expect(v1Text('en', 'Urbanes Wohnen')).toBe('urban living')
    expect(v1Text('en', 'sehr hoch')).toBe('very high')
    expect(v1Text('en', '1.500 - 2.500 €')).toBe('€1,500 to €2,500')
    expect(v1Text('en', 'unter 1.500 €')).toBe('below €1,500')
    expect(v1Text('en', 'über 4.500 €')).toBe('above €4,500')
    expect(v1Text('en', '104,3')).toBe('104.3')
    expect(v1Text('en', 'unter 55 dB(A)')).toBe('below 55 dB(A)')
  })
})
