// The v1 block answers in German words ("sehr hoch", "Urbanes Wohnen", "1.500 - 2.500 €"). In an
// English report they are shown in English: known words from the table, ranges and German numbers
// rewritten; a word the table does not know stays as the service wrote it.
import type { Language } from '@shared/bridge/contract'

export const V1_WORDS_EN: Record<string, string> = {
  'sehr niedrig': 'very low',
  niedrig: 'low',
  durchschnittlich: 'average',
  hoch: 'high',
  'sehr hoch': 'very high',
  Unterschicht: 'lower class',
  'untere Mittelschicht': 'lower middle class',
  Mittelschicht: 'middle class',
  'obere Mittelschicht': 'upper middle class',
  Oberschicht: 'upper class',
  'Ein- und Zweifamilienhäuser': 'one- and two-family houses',
  Mehrfamilienhäuser: 'apartment buildings',
  Hochhäuser: 'high-rise buildings',
  'Geschäfts- und Bürogebäude': 'commercial and office buildings',
  Sonderbauten: 'special-purpose buildings',
  unbekannt: 'unknown',
  'Gehobenes Wohnen': 'upscale living',
  'Urbanes Familienwohnen': 'urban family living',
  'Urbanes Wohnen': 'urban living',
  'Familienorientiertes Wohnen': 'family-oriented living',
  'Einfaches Wohnen': 'basic living',
  'Ländliches Wohnen': 'rural living',
  'junge Erwachsene': 'young adults',
  'Familien mit Kindern': 'families with children',
  Senioren: 'seniors',
  'gemischte Altersstruktur': 'mixed ages',
  Großstadt: 'city',
  Mittelstadt: 'medium-sized town',
  Kleinstadt: 'small town',
  Landgemeinde: 'rural municipality',
  'nicht versorgt': 'not supplied',
  'teilweise versorgt': 'partially supplied',
  'größtenteils versorgt': 'largely supplied',
  'überwiegend versorgt': 'mainly supplied',
  versorgt: 'supplied'
}

/** "1.500" → "1,500", "104,3" → "104.3"; "1.500 €" → "€1,500". */
function englishNumbers(s: string): string {
  return s
    .replace(/\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+,\d+/g, (n) =>
      n.replaceAll('.', '\u0000').replace(',', '.').replaceAll('\u0000', ',')
    )
    .replace(/([\d.,]+) €/g, '€$1')
}

export function v1Text(language: Language, text: string): string {
  if (language === 'de') return text
  const word = V1_WORDS_EN[text.trim()]
  if (word) return word
  const range = /^(.+?) - (.+)$/.exec(text)
  if (range) {
    const euro = / €$/.test(range[2]!) && !range[1]!.includes('€') ? ' €' : ''
    return englishNumbers(`${range[1]}${euro} to ${range[2]}`)
  }
  const below = /^unter (.+)$/.exec(text)
  if (below) return englishNumbers(`below ${below[1]}`)
  const above = /^über (.+)$/.exec(text)
  if (above) return englishNumbers(`above ${above[1]}`)
  return englishNumbers(text)
}
