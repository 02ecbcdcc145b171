// Reading exported PDFs back as a reader would (poppler): the text, the page count, the embedded images,
// and the words broken inside. A word broken at a line end without a hyphen ("Kindertagesstä|tte") shows
// in pdftotext as two pieces that are not words of what the print page showed; a break at a hyphen the
// text has ("Miet-|Kauf") leaves two words that are, and is no finding. The print view hyphenates
// nothing itself (print.css), so every other piece is a finding.
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'

export const pdfText = (pdf: string) => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
export const pdfPages = (pdf: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))![1])
export const pdfBytes = (pdf: string) => statSync(pdf).size

/** Embedded images as pdfimages lists them: page, width and height in pixels. */
export const pdfImages = (pdf: string) =>
  execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((l) => l.trim().split(/\s+/))
    .filter((c) => c[2] === 'image')
    .map((c) => ({ page: Number(c[0]), width: Number(c[3]), height: Number(c[4]) }))

const words = (s: string) => s.normalize('NFKC').match(/\p{L}+/gu) ?? []

/**
 * The pieces of words in the PDF's text that are not words of the printed page's text (`shown`: the
 * harness's exports.printed), each with the line it stands on. Empty when no word breaks inside.
 */
export function brokenWords(pdf: string, shown: string): string[] {
  const known = new Set(words(shown))
  const text = pdfText(pdf).normalize('NFKC')
  const out: string[] = []
  for (const line of text.split('\n')) {
    for (const w of words(line)) if (!known.has(w)) out.push(`${w} (in "${line.trim().slice(0, 100)}")`)
  }
  return out
}
