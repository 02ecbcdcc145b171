// Every price says its basis. An asking price (Angebotspreis, Angebotsmiete) is never
// called a Kaufpreis, nothing derived from offers borrows a transaction word, and a Vergleichswert names
// the prices it rests on (an asking price is an offer's, a Kaufpreis a transaction's). The rules read both
// languages' complete message trees (every i18n file, the valuation's included) and the print components.
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { printFiles, RENDERER, textFiles } from '../helpers/renderer-files'
import { describe, expect, it } from 'vitest'
import de from '@renderer/messages-de'
import en from '@renderer/messages-en'

type Tree = { [k: string]: string | Tree }
type Lang = 'de' | 'en'

function flatten(tree: Tree, prefix = ''): [string, string][] {
  const out: [string, string][] = []
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') out.push([path, v])
    else out.push(...flatten(v, path))
  }
  return out
}

/** Every message of a language: the assembled tree, and every part file (`*-de.ts`) no i18n file imports yet. */
async function messages(lang: Lang): Promise<[string, string][]> {
  const all = flatten((lang === 'de' ? de : en) as Tree)
  // The text of every i18n file: a part imported by any of them is already in the assembled tree.
  const files = [...textFiles('de'), ...textFiles('en')]
  const root = files.map((f) => readFileSync(join(RENDERER, f), 'utf8')).join('\n')
  const parts = textFiles(lang)
  expect(parts.length).toBeGreaterThan(5)
  const importedIn = (f: string) => root.includes(`/${basename(f).replace(/\.ts$/, '')}'`)
  for (const file of parts.filter((f) => !f.startsWith('messages-') && !importedIn(f))) {
    const part = (await import(join(RENDERER, file))).default as Tree
    all.push(...flatten(part, `${file.replace(`-${lang}.ts`, '')}(file)`))
  }
  return all
}

/** Phrases that call something built on offers by a transaction word, or hide what a value is made of. */
const FORBIDDEN: Record<Lang, RegExp[]> = {
  de: [
    /Kaufpreisentwicklung/i,
    /Kaufpreisfaktor/i,
    /Kaufpreis(e|es)?\s*(je m²\s*)?\(Angebot/i,
    /abgeleitete[rnms]? Wert/i,
    /Kaufpreis\w*\s*\((Angebot|Inserat)/i
  ],
  en: [
    /purchase price development/i,
    /sale price development/i,
    /implied value/i,
    /(purchase|sale) prices?\s*(per m²\s*)?\((offer|asking)/i,
    /(?<!asking[- ])(?<!asking-price )\bprice factor/i
  ]
}

/**
 * Keys whose messages describe offers only (the market area, the comparables area, the location report's
 * charts and factors built from the service's offers). In them every price noun is an asking price or rent.
 */
const OFFER_KEYS = [
  /^market\./,
  /^comparables\./,
  /^charts\.titles\.(rent|salePrice)Development$/,
  /^report\.risk\.priceFactor/
]
/** The subject's own price typed in for the similarity search: not an offer's price, said as such. */
const NOT_AN_OFFER = new Set(['comparables.price'])

/** German price nouns that do not name their basis; the offer keys must use Angebotspreis/Angebotsmiete. */
function unqualifiedGerman(text: string): string[] {
  const words = [...text.matchAll(/(?<![\p{L}-])([\p{L}-]*(?:preis|miete|mieten)[\p{L}]*)/giu)].map((m) => ({
    word: m[1]!,
    at: m.index!
  }))
  return words
    .filter(({ word, at }) => {
      if (/^Angebots/i.test(word)) return false
      if (/^Miete$/i.test(word)) return false // the kind of marketing (Miete / Kauf), not a price
      if (/^Mietpreisbremse$/i.test(word)) return false
      if (/^-(preis|miete)/i.test(word) && /Angebots\S*\/$/.test(text.slice(0, at))) return false // "Angebotspreis/-miete"
      if (/^(Transaktionspreise|Kaufpreise)n?$/i.test(word) && /keine\s+$/i.test(text.slice(0, at))) return false // "keine Kaufpreise"
      // A hyphenated compound ("Median-Angebotspreis") is qualified when its price part is.
      return word
        .split('-')
        .some((part) => /preis|miete$|mieten$/i.test(part) && !/^(Angebots|Mietpreisbremse$|Miete$)/i.test(part))
    })
    .map(({ word }) => word)
}

/** English price phrases that do not name their basis ("price", "net rent", "cold rent" without "asking"). */
function unqualifiedEnglish(text: string): string[] {
  const found: string[] = []
  for (const m of text.matchAll(/\b(prices?)\b/gi)) {
    const before = text.slice(0, m.index)
    if (/asking\s+$|asking-$/i.test(before)) continue
    if (/not transaction\s+$/i.test(before)) continue
    found.push(m[0])
  }
  for (const m of text.matchAll(/\b((?:net\s+)?(?:cold\s+)?rents?)\b(\s+per\b)?/gi)) {
    const phrase = m[0]
    const isPrice = /^(net|cold)\b/i.test(phrase) || /per$/i.test(phrase.trim())
    if (!isPrice) continue // "Rent" as the kind of marketing
    if (/asking\s+$/i.test(text.slice(0, m.index))) continue
    found.push(phrase.trim())
  }
  return found
}

const GERMAN_VALUE = /(?<![\p{L}])(?:vorläufige[rnms]?\s+)?Vergleichswert(?:e|es|s)?(?![\p{L}])/u
const ENGLISH_VALUE = /\bcomparison values?\b(?![- ]approach)/i
const BASIS: Record<Lang, RegExp> = {
  de: /Angebot|Kaufpreis|Transaktion|\{\w*[bB]asis\w*\}/,
  en: /asking|offer|transaction|\{\w*[bB]asis\w*\}/i
}

describe('price basis in the UI text', async () => {
  const trees = { de: await messages('de'), en: await messages('en') }

  it('reads the valuation words too', () => {
    for (const lang of ['de', 'en'] as const)
      expect(trees[lang].filter(([k]) => k.startsWith('valuation.')).length).toBeGreaterThan(50)
  })

  it('never calls anything built on offers a Kaufpreis, Kaufpreisfaktor, Kaufpreisentwicklung or "abgeleiteter Wert"', () => {
    const bad: string[] = []
    for (const lang of ['de', 'en'] as const) {
      for (const [key, text] of trees[lang])
        for (const re of FORBIDDEN[lang]) if (re.test(text)) bad.push(`${lang} ${key}: ${text}`)
    }
    expect(bad).toEqual([])
  })

  it('names every price in the offer areas an asking price or asking rent (Angebotspreis, Angebotsmiete)', () => {
    const bad: string[] = []
    for (const [key, text] of trees.de) {
      const plain = key.replace(/\(file\)/, '')
      if (!OFFER_KEYS.some((re) => re.test(plain)) || NOT_AN_OFFER.has(plain)) continue
      const words = unqualifiedGerman(text)
      if (words.length) bad.push(`de ${key}: ${words.join(', ')} in „${text}“`)
      if (/Kaufpreis/i.test(text.replace(/keine\s+Kaufpreise/gi, ''))) bad.push(`de ${key}: Kaufpreis in „${text}“`)
    }
    for (const [key, text] of trees.en) {
      const plain = key.replace(/\(file\)/, '')
      if (!OFFER_KEYS.some((re) => re.test(plain)) || NOT_AN_OFFER.has(plain)) continue
      const words = unqualifiedEnglish(text)
      if (words.length) bad.push(`en ${key}: ${words.join(', ')} in "${text}"`)
      if (/purchase price|sale price/i.test(text)) bad.push(`en ${key}: transaction word in "${text}"`)
    }
    expect(bad).toEqual([])
  })

  it('says the basis wherever it names a Vergleichswert (Angebotsbasis, Kaufpreise, or a {basis} placeholder)', () => {
    const bad: string[] = []
    for (const [key, text] of trees.de)
      if (GERMAN_VALUE.test(text) && !BASIS.de.test(text)) bad.push(`de ${key}: ${text}`)
    for (const [key, text] of trees.en)
      if (ENGLISH_VALUE.test(text) && !BASIS.en.test(text)) bad.push(`en ${key}: ${text}`)
    expect(bad).toEqual([])
  })

  it('the rules catch what they are meant to catch', () => {
    expect(unqualifiedGerman('Preis je m² (EUR)')).toEqual(['Preis'])
    expect(unqualifiedGerman('Kaltmiete (EUR)')).toEqual(['Kaltmiete'])
    expect(unqualifiedGerman('Angebotspreis je m² (Kauf); Angebotsmiete netto kalt; Angebotsdauer Miete')).toEqual([])
    expect(unqualifiedGerman('Angebotsdaten (Angebotspreise), keine Transaktionspreise')).toEqual([])
    expect(unqualifiedGerman('Vermietet')).toEqual([])
    expect(unqualifiedGerman('Median-Angebotspreis; Angebots-Kaltmiete')).toEqual([])
    expect(unqualifiedGerman('Median-Preis je Klasse')).toEqual(['Median-Preis'])
    expect(unqualifiedEnglish('Net rent per m² (asking)')).toEqual(['Net rent per'])
    expect(unqualifiedEnglish('Asking net rent per m²; Time on market, rent; Price/m²')).toEqual(['Price'])
    expect(unqualifiedEnglish('Offer data (asking prices), not transaction prices')).toEqual([])
    expect(GERMAN_VALUE.test('Vergleichswertverfahren nach ImmoWertV')).toBe(false)
    expect(GERMAN_VALUE.test('vorläufiger Vergleichswert')).toBe(true)
    expect(FORBIDDEN.en.some((re) => re.test('Price factor, existing'))).toBe(true)
    expect(FORBIDDEN.en.some((re) => re.test('Asking-price factor, existing'))).toBe(false)
  })
})

describe('price basis on paper (the print layouts)', () => {
  const files = printFiles()
  const source = (f: string) =>
    readFileSync(join(RENDERER, f), 'utf8')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

  it('writes no price word of its own: every label comes from the checked i18n texts', () => {
    const bad: string[] = []
    const words =
      /Kaufpreis|Angebotspreis|Angebotsmiete|Vergleichswert(?!verfahren)|Preis je|Kaltmiete|purchase price|sale price|asking price|asking rent|comparison value|implied value|Abgeleitete/i
    for (const f of files) {
      for (const [i, line] of source(f).split('\n').entries())
        if (words.test(line)) bad.push(`${f}:${i + 1}: ${line.trim()}`)
    }
    expect(bad).toEqual([])
  })

  it('uses only keys both languages have', () => {
    const keys = (tree: Tree) => new Set(flatten(tree).map(([k]) => k))
    const deKeys = keys(de as Tree)
    const enKeys = keys(en as Tree)
    const missing: string[] = []
    for (const f of files) {
      for (const m of source(f).matchAll(/\bt\(\s*'([\w.]+)'/g)) {
        const key = m[1]!
        const isLeaf = deKeys.has(key) && enKeys.has(key)
        if (!isLeaf) missing.push(`${f}: ${key}`)
      }
    }
    expect(missing).toEqual([])
  })
})
