// The German and English UI text: the same keys, the same placeholders, and a sentence for every
// error code, test outcome and area the app can show.
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { ConnectionTestOutcome } from '@shared/bridge/contract'
import { ERROR_CODES } from '@shared/bridge/errors'
import { AREA_IDS } from '@renderer/kit/area-ids'
import de from '@renderer/messages-de'
import en from '@renderer/messages-en'

type Tree = { [k: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') out.set(path, v)
    else for (const [p, s] of flatten(v, path)) out.set(p, s)
  }
  return out
}
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

/** Messages with plural forms ("one | many" or "none | one | many"), called with a count. */
const PLURALS = new Set(['library.count', 'library.versions'])

const deFlat = flatten(de as Tree)
const enFlat = flatten(en as Tree)

describe('UI text', () => {
  it('has the same keys in German and English', () => {
    expect([...enFlat.keys()].sort()).toEqual([...deFlat.keys()].sort())
  })

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of deFlat) expect(placeholders(enFlat.get(key) ?? ''), key).toEqual(placeholders(text))
  })

  it('has no empty message and none with syntax vue-i18n would misread (@, | outside plural messages, unbalanced braces)', () => {
    for (const [key, text] of [...deFlat, ...enFlat]) {
      expect(text.trim(), key).not.toBe('')
      expect(text, key).not.toMatch(PLURALS.has(key) ? /@/ : /[@|]/)
      expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/)
    }
  })

  it('says counts with the right plural form in both languages', () => {
    for (const key of PLURALS)
      expect(deFlat.get(key)!.split(' | ').length, key).toBe(enFlat.get(key)!.split(' | ').length)
    const { global } = createI18n({ legacy: false, locale: 'de', messages: { de, en } })
    const count = (n: number) => global.t('library.count', { count: String(n), size: '1 MB', cap: '500 MB' }, n)
    const versions = (n: number) => global.t('library.versions', { count: n }, n)
    expect([0, 1, 2, 1000].map(count)).toEqual([
      'Keine Berichte, 1 MB von 500 MB belegt',
      'Ein Bericht, 1 MB von 500 MB belegt',
      '2 Berichte, 1 MB von 500 MB belegt',
      '1000 Berichte, 1 MB von 500 MB belegt'
    ])
    expect([1, 2].map(versions)).toEqual(['1 Fassung', '2 Fassungen'])
    global.locale.value = 'en'
    expect([0, 1, 2].map(count)).toEqual([
      'No reports, 1 MB of 500 MB used',
      'One report, 1 MB of 500 MB used',
      '2 reports, 1 MB of 500 MB used'
    ])
    expect([1, 3].map(versions)).toEqual(['1 version', '3 versions'])
  })

  it('has a sentence for every error code and every connection test outcome', () => {
    const outcomes = ConnectionTestOutcome.anyOf.map((s) => s.const as string).filter((o) => o !== 'ok')
    for (const code of [...ERROR_CODES, ...outcomes]) {
      expect(deFlat.has(`errors.${code}`), code).toBe(true)
      expect(enFlat.has(`errors.${code}`), code).toBe(true)
    }
  })

  it('names every area', () => {
    for (const id of AREA_IDS) {
      expect(deFlat.has(`nav.${id}`), id).toBe(true)
      expect(enFlat.has(`nav.${id}`), id).toBe(true)
    }
  })

  it('uses German terms of practice in German', () => {
    expect(de.errors.unauthorized).toBe('Der API-Schlüssel ist unbekannt.')
    expect(de.nav.comparables).toBe('Vergleichsobjekte')
    expect(de.market.col.cold_rent).toContain('Kaltmiete')
    expect(de.market.medianDuration).toContain('Angebotsdauer')
    expect(de.market.offerData).toContain('keine Transaktionspreise')
  })

  it('calls each area by the name it has on screen, also in the help', () => {
    // German names the report library "Berichtsarchiv" on screen; English's "the library" is its short form.
    for (const [flat, lib, other] of [[deFlat, de.nav.library, /Bibliothek/]] as const)
      for (const [key, text] of flat) {
        if (key === 'nav.library') continue
        expect(other.test(text), `${key}: ${text} (the area is "${lib}")`).toBe(false)
      }
  })

  it('does not call the sandbox borders real: they are generated (src-sandbox/geo/DATA.md)', () => {
    for (const flat of [deFlat, enFlat])
      for (const [key, text] of flat)
        expect(/echte Orte und Grenzen|real places and borders|echte Grenzen|real borders/i.test(text), key).toBe(false)
  })
})
