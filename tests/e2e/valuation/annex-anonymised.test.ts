// The annex's frame and its anonymised print, as an appraiser gets them in Chromium, in German and in
// English: the Gutachten's file number typed into the frame and saved with the grid, "anonymised" ticked,
// and the PDF, the Word file and the copied tables carry the frame (Anlage n zum Gutachten vom …, file
// number, appraiser, both Stichtage) while no house number and no Kaufpreis-Nr. is left in them; the
// next export without the tick prints them again (chosen per export, not saved).
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/annex-anonymised.test.ts
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect } from 'vitest'
import type { GridState } from '@shared/valuation/grid-types'
import { openArea, type E2E } from '../harness'
import { e2eTest } from '../fixture'
import { docxText } from '../../helpers/docx-text'
import { WORKED_CASES } from './worked-cases'

const WORDS = {
  de: {
    locale: 'de-DE',
    nav: ['Bewertung', 'Hauptnavigation'],
    address: 'Adresse des Objekts',
    set: 'Objekt festlegen',
    reference: 'Aktenzeichen des Gutachtens',
    anonymised: 'Anonymisiert ausgeben (Straße ohne Hausnummer, ohne Kaufpreis-Nr.)',
    pdf: 'Bewertung als PDF …',
    pdfSaved: 'PDF gespeichert: ',
    word: 'Anlage als Word-Datei …',
    wordSaved: 'Word-Datei gespeichert: ',
    copy: 'Anlage als Tabellen kopieren',
    copied: 'Die Tabellen der Anlage sind in der Zwischenablage',
    frame: [
      'Anlage 4 zum Gutachten vom 02.04.2026: Vergleichswertverfahren',
      'Aktenzeichen des Gutachtens: GA-2026-031/B',
      'Sachverständige(r): Dipl.-Ing. Erika Beispiel',
      'Wertermittlungsstichtag: 20.03.2026',
      'Qualitätsstichtag: 20.03.2026 (entspricht dem Wertermittlungsstichtag)'
    ],
    note: 'Anonymisierte Wiedergabe',
    registerWord: 'Kaufpreis-Nr.'
  },
  en: {
    locale: 'en-GB',
    nav: ['Valuation', 'Main navigation'],
    address: "Subject's address",
    set: 'Set subject',
    reference: 'File number of the appraisal report',
    anonymised: 'Export anonymised (street without house number, no register number)',
    pdf: 'Valuation as PDF …',
    pdfSaved: 'PDF saved: ',
    word: 'Appendix as a Word file …',
    wordSaved: 'Word file saved: ',
    copy: 'Copy the appendix as tables',
    copied: 'The tables of the appendix are on the clipboard',
    frame: [
      'Appendix 4 to the appraisal report of 02/04/2026: sales comparison approach',
      'File number of the appraisal report: GA-2026-031/B',
      'Appraiser: Dipl.-Ing. Erika Beispiel',
      'Valuation date: 20/03/2026',
      'Qualitätsstichtag): 20/03/2026 (the valuation date)'
    ],
    note: 'Anonymised reproduction',
    registerWord: 'Register no.'
  }
} as const

const worked = WORKED_CASES[0]!
/** What an anonymised annex must not hold: each comparable's street with its number, each register number. */
function identifying(grid: GridState): string[] {
  return grid.comparables.flatMap((c) => [
    c.address.split(',')[0]!,
    ...(c.reference.kind === 'transaction' ? [c.reference.registerNumber] : [])
  ])
}
/** Each comparable's street without its number, which the anonymised annex keeps. */
const streets = (grid: GridState) => grid.comparables.map((c) => c.address.split(',')[0]!.replace(/\s+\d.*$/, ''))

/** "Kaufpreis-Nr. 2025-0411": the word with a number after it (the anonymised note names the word alone). */
const registerNumber = (word: string) => new RegExp(`${word.replace('.', '\\.')} [\\w-]*\\d`)
const flat = (s: string) => s.replace(/\s+/g, ' ')
const pdfText = (pdf: string) => flat(execFileSync('pdftotext', ['-raw', pdf, '-'], { encoding: 'utf8' }))

for (const language of ['de', 'en'] as const) {
  const t = WORDS[language]
  describe(`the annex's frame and its anonymised print (${language})`, () => {
    const it = e2eTest({ locale: t.locale, timeout: 180_000 })

    async function savedStatus(e2e: E2E, prefix: string, click: () => Promise<void>): Promise<string> {
      const status = e2e.page.getByRole('status').filter({ hasText: new RegExp(`^${prefix}`) })
      const before = (await status.count()) ? await status.innerText() : null
      await click()
      await expect
        .poll(async () => ((await status.count()) ? await status.innerText() : null), { timeout: 90_000 })
        .not.toBe(before)
      return (await status.innerText()).slice(prefix.length)
    }

    it(
      'prints the frame typed once into the grid, and no house number nor Kaufpreis-Nr. when anonymised, in PDF, Word and the copy',
      { timeout: 300_000 },
      async ({ e2e }) => {
        const grid = worked.grid()
        const r = (await e2e.app.router.invoke('valuation', 'saveGrid', [{ ...grid, subjectKey: worked.key }], {
          url: e2e.appUrl
        })) as { ok: boolean }
        expect(r.ok).toBe(true)
        const page = e2e.page
        await openArea(page, t.nav[0], t.nav[1])
        await page.getByLabel(t.address).fill(worked.label)
        await page.getByRole('button', { name: t.set }).click()

        // The frame is entered once, in the grid: the saved file number shows and is changed there.
        const reference = page.getByLabel(t.reference, { exact: true })
        await expect.poll(() => reference.inputValue(), { timeout: 60_000 }).toBe('GA-2026-031')
        await reference.fill('GA-2026-031/B')
        await reference.press('Tab')
        await page.getByTestId('grid-save').click()
        await expect
          .poll(async () => {
            const saved = (await e2e.app.router.invoke('valuation', 'grid', [worked.key], { url: e2e.appUrl })) as {
              value: GridState | null
            }
            return saved.value?.annexFrame?.reportReference
          })
          .toBe('GA-2026-031/B')

        const anonymised = page.getByLabel(t.anonymised)
        await anonymised.check()
        const pdf = pdfText(await savedStatus(e2e, t.pdfSaved, () => page.getByRole('button', { name: t.pdf }).click()))
        const docx = flat(
          docxText(
            readFileSync(await savedStatus(e2e, t.wordSaved, () => page.getByRole('button', { name: t.word }).click()))
          )
        )
        const copies = e2e.clipboard.length
        await page.getByRole('button', { name: t.copy }).click()
        await page.getByRole('status').filter({ hasText: t.copied }).waitFor()
        expect(e2e.clipboard.length).toBe(copies + 1)
        const copied = flat(e2e.clipboard.at(-1)!.text)

        for (const [what, text] of [
          ['PDF', pdf],
          ['Word', docx],
          ['copy', copied]
        ] as const) {
          for (const line of t.frame) expect(text, `${what}: ${line}`).toContain(line)
          expect(text, what).toContain(t.note)
          for (const x of identifying(grid)) expect(text, `${what}: ${x}`).not.toContain(x)
          expect(text, what).not.toMatch(registerNumber(t.registerWord))
          for (const street of streets(grid)) expect(text, `${what}: ${street}`).toContain(street)
        }

        // The choice holds per export: without the tick the next PDF names every comparable in full.
        await anonymised.uncheck()
        const full = pdfText(
          await savedStatus(e2e, t.pdfSaved, () => page.getByRole('button', { name: t.pdf }).click())
        )
        for (const x of identifying(grid)) expect(full).toContain(x)
        expect(full).toMatch(registerNumber(t.registerWord))
        expect(full).not.toContain(t.note)
        expect(e2e.exports.pageErrors).toEqual([])
      }
    )
  })
}
