// The German and English UI text: the same keys, the same placeholders, and a sentence for every
// error code, test outcome and area the app can show.
import { describe, expect, it } from 'vitest'
import { ConnectionTestOutcome } from '@shared/bridge/contract'
import { ERROR_CODES } from '@shared/bridge/errors'
import { AREA_IDS } from '@renderer/area-ids'
import de from '@renderer/i18n/de'
import en from '@renderer/i18n/en'

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

const deFlat = flatten(de as Tree)
const enFlat = flatten(en as Tree)

describe('UI text', () => {
  it('has the same keys in German and English', () => {
    expect([...enFlat.keys()].sort()).toEqual([...deFlat.keys()].sort())
  })

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of deFlat) expect(placeholders(enFlat.get(key) ?? ''), key).toEqual(placeholders(text))
  })

  it('has no empty message and none with syntax vue-i18n would misread (@, |, unbalanced braces)', () => {
    for (const [key, text] of [...deFlat, ...enFlat]) {
      expect(text.trim(), key).not.toBe('')
      expect(text, key).not.toMatch(/[@|]/)
      expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/)
    }
  })

  it('has a sentence for every error code and every connection test outcome', () => {
    const outcomes = ConnectionTestOutcome.anyOf.map((s) => s.const as string).filter((o) => o !== 'ok')
    for (const code of [...ERROR_CODES, ...outcomes]) {
      expect(deFlat.has(`errors.${code}`), code).toBe(true)
      expect(enFlat.has(`errors.${code}`), code).toBe(true)
    }
  })

  it('names every area and says what each unfinished one will do', () => {
    for (const id of AREA_IDS) {
      expect(deFlat.has(`nav.${id}`), id).toBe(true)
      if (id !== 'settings') expect(deFlat.has(`placeholder.${id}`), id).toBe(true)
    }
  })

  it('uses German terms of practice in German', () => {
    expect(de.errors.unauthorized).toBe('Der API-Schlüssel ist unbekannt.')
    expect(de.nav.comparables).toBe('Vergleichsobjekte')
    expect(de.placeholder.market).toContain('Kaltmiete')
    expect(de.placeholder.market).toContain('Angebotsdauer')
    expect(de.placeholder.portfolio).toContain('Wohnfläche')
    expect(de.placeholder.portfolio).toContain('Baujahr')
  })
})
