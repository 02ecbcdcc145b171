// The valuation annex for the Gutachten in Chromium over the real services: a
// 30-column grid saved through the router prints on landscape A4 pages in blocks of 6 columns, each block
// on its own page with every row label and every column's label; no form control on the print page; no
// word broken inside; the annex's Word file holds every column. Its sample-data marking follows the grid's
// own data, not the connection active when exporting: a sandbox grid exported while the vendor's
// connection is active says "Beispieldaten", a grid typed by hand exported while the sandbox is active
// does not.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/valuation-annex.test.ts
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect } from 'vitest'
import type { ExportResult } from '@shared/bridge/exports'
import type { Provenance } from '@shared/bridge/provenance'
import type { GridState } from '@shared/valuation/grid-types'
import { ANNEX_COLUMNS_PER_PAGE } from '@shared/export/annex'
import { printRoute } from '@shared/export/print-route'
import { gridResultOf, isGridSampleData } from '@shared/valuation/comparison-grid'
import { annexDocument } from '@renderer/valuation/annex/annex-model'
import { openArea, type E2E } from '../harness'
import { e2eTest } from '../fixture'
import { brokenWords, pdfPages } from '../pdf-words'
import { annexGrid, annexWords, columnLabel } from '../../helpers/annex-grid'
import { docxText } from '../../helpers/docx-text'
import { ROOT } from '../../helpers/root'

const sandbox = {
  connection: { id: 'sandbox', name: 'Integrierte Sandbox', kind: 'sandbox' as const },
  endpoint: 'http://127.0.0.1',
  fetchedAt: '2026-11-01T10:00:00Z'
}
const custom = {
  connection: { id: 'c-buero', name: 'Büro-Dienst', kind: 'custom' as const },
  endpoint: 'https://daten.example.org',
  fetchedAt: '2026-11-01T10:00:00Z'
}

const it = e2eTest({ locale: 'de-DE', timeout: 180_000 })

async function invoke<T>(e2e: E2E, domain: string, call: string, args: unknown[]): Promise<T> {
  const r = (await e2e.app.router.invoke(domain, call, args, { url: e2e.appUrl })) as
    { ok: true; value: T } | { ok: false; error: unknown }
  if (!r.ok) throw new Error(`${domain}.${call}: ${JSON.stringify(r.error)}`)
  return r.value
}

async function saveGrid(e2e: E2E, key: string, provenance: Provenance | null, columns: number): Promise<GridState> {
  const grid = { ...annexGrid(columns, provenance), subjectKey: key }
  return invoke<GridState>(e2e, 'valuation', 'saveGrid', [grid])
}

const exportPdf = (e2e: E2E, key: string, label: string) =>
  invoke<ExportResult>(e2e, 'exports', 'valuationPdf', [{ subjectKey: key, subjectLabel: label, language: 'de' }])
/** The PDF's text in content order (a table cell's lines together), one entry per page. */
const rawPages = (pdf: string) =>
  execFileSync('pdftotext', ['-raw', pdf, '-'], { encoding: 'utf8' })
    .split('\f')
    .map((p) => p.replace(/\s+/g, ' '))

/** The first pages of an annex as images in test-output/e2e, to read its words as printed. */
const snapshot = (pdf: string, language: string) =>
  execFileSync('pdftoppm', [
    '-f',
    '1',
    '-l',
    '3',
    '-r',
    '70',
    '-png',
    pdf,
    join(ROOT, `test-output/e2e/valuation-annex-${language}-page`)
  ])

describe('valuation annex', () => {
  it(
    'prints all 30 columns on landscape pages in blocks of 6, each block with every row label, no form control, no broken word',
    { timeout: 240_000 },
    async ({ e2e }) => {
      const key = 'address:annex 30, 22761 hamburg'
      const label = 'Annex-Teststraße 30, 22761 Hamburg'
      const grid = await saveGrid(e2e, key, sandbox, 30)
      const { path } = await exportPdf(e2e, key, label)
      expect(path).toMatch(/\.pdf$/)
      const pdf = path!
      snapshot(pdf, 'de')

      const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))!
      expect(Number(size[1])).toBeGreaterThan(Number(size[2]))
      expect(Math.abs(Number(size[1]) - 842)).toBeLessThan(2)

      const doc = annexDocument(grid, gridResultOf(grid), label, true, annexWords('de'), ANNEX_COLUMNS_PER_PAGE)
      const rowLabels = doc.sections.find((s) => s.id === 'grid')!.tables[0]!.rows.map((r) => r[0]!)
      expect(rowLabels.length).toBeGreaterThan(15)
      const pages = rawPages(pdf)
      expect(pages.length - 1).toBe(pdfPages(pdf))
      const starts = [0, 1, 2, 3, 4].map((k) =>
        pages.findIndex((p) => p.includes(`Spalten ${k * 6 + 1} bis ${k * 6 + 6} von 30`))
      )
      for (const [k, at] of starts.entries()) {
        expect(at, `block ${k + 1}`).toBeGreaterThan(0)
        // The block starts its page: nothing of the previous block on it.
        if (k > 0) expect(pages[at]).not.toContain(`Nr. ${k * 6}: ${columnLabel(k * 6)}`)
        const end = k < 4 ? starts[k + 1]! : at + 1
        const text = pages.slice(at, Math.max(end, at + 1)).join(' ')
        for (let i = k * 6 + 1; i <= k * 6 + 6; i++)
          expect(text, `block ${k + 1}`).toContain(`Nr. ${i}: ${columnLabel(i)}`)
        for (const l of rowLabels) expect(text, `block ${k + 1}: ${l}`).toContain(l)
      }
      const body = pages.join(' ')
      // Each comparable identified; the adjustments' bases; statistics, chain and sources.
      expect(body).toContain('Kaufpreis-Nr. KPS-2025-530')
      expect(body).toContain('Angebots-Nr. IS-1029')
      expect(body).toContain('(Vertragsdatum)')
      expect(body).toContain('Häuserpreisindex Wohnungen')
      expect(body).toContain('Grundstücksmarktbericht Hamburg 2025, Tabelle 14')
      expect(body).toContain('Gewichteter Mittelwert (EUR/m²)')
      expect(body).toContain('95-%-Konfidenzintervall des Mittelwerts')
      expect(body).toContain('Dachgeschoss ohne Aufzug, nicht vergleichbar')
      expect(body).toMatch(/Vergleichswert \(gemischt, Angebotsbasis: \d+ von \d+ Preisen sind Angebote\) [\d.]+/)
      expect(body).toContain('Wertermittlungsstichtag: 20.11.2026')
      expect(body).toContain('Beispieldaten, nicht für Gutachten')
      expect(brokenWords(pdf, e2e.exports.printed.at(-1)!)).toEqual([])
      expect(e2e.exports.pageErrors).toEqual([])

      // The print page itself: tables, no inputs, select arrows or date pickers.
      const print = await e2e.context.newPage()
      try {
        await print.goto(
          `${e2e.appUrl}${printRoute({ kind: 'valuation', subjectKey: key, subjectLabel: label, language: 'de' })}`
        )
        await print.locator('[data-print-ready="true"]').waitFor({ timeout: 60_000 })
        expect(await print.locator('[data-annex] table').count()).toBeGreaterThan(5)
        expect(await print.locator('input, select, textarea, [contenteditable="true"]').count()).toBe(0)
        expect(await print.locator('button:visible').count()).toBe(0)
      } finally {
        await print.close()
      }
    }
  )

  it(
    'prints the annex in English when asked, every word English and none broken inside',
    { timeout: 120_000 },
    async ({ e2e }) => {
      const key = 'address:annex english, 22761 hamburg'
      const grid = await saveGrid(e2e, key, sandbox, 30)
      const { path } = await invoke<ExportResult>(e2e, 'exports', 'valuationPdf', [
        { subjectKey: key, subjectLabel: 'Annex street 30, 22761 Hamburg', language: 'en' }
      ])
      snapshot(path!, 'en')
      const text = rawPages(path!).join(' ')
      // Every offer named by its price type twice: in the list of comparables and in its block of the grid.
      const offers = grid.comparables.filter((c) => c.priceType === 'offer').length
      expect(offers).toBeGreaterThan(5)
      expect(text.split('Asking price').length - 1).toBe(2 * offers)
      for (const words of [
        'Appendix: sales comparison approach',
        'Transaction price (transaction register)',
        'Register no. KPS-2025-530',
        'Valuation date: 20/11/2026',
        'Sample data, not for appraisals'
      ])
        expect(text).toContain(words)
      expect(text).not.toMatch(/Kaufpreis \(|Angebotspreis|Merkmal|Beispieldaten/)
      expect(brokenWords(path!, e2e.exports.printed.at(-1)!)).toEqual([])
    }
  )

  it('writes the annex as a Word file with every column', { timeout: 120_000 }, async ({ e2e }) => {
    const key = 'address:annex 30, 22761 hamburg'
    const label = 'Annex-Teststraße 30, 22761 Hamburg'
    await saveGrid(e2e, key, sandbox, 30)
    const grid = (await invoke<GridState | null>(e2e, 'valuation', 'grid', [key]))!
    const doc = annexDocument(grid, gridResultOf(grid), label, false, annexWords('de'), ANNEX_COLUMNS_PER_PAGE)
    // The renderer's word for sample data is overruled by main: the saved grid is the sandbox's.
    const { path } = await invoke<ExportResult>(e2e, 'exports', 'annexDocx', [
      { subjectKey: key, subjectLabel: label, language: 'de', document: doc }
    ])
    expect(path).toMatch(/Anlage Vergleichswert Annex-Teststraße 30, 22761 Hamburg \d{4}-\d{2}-\d{2}\.docx$/)
    const text = docxText(readFileSync(path!))
    for (let i = 1; i <= 30; i++) expect(text).toContain(`Nr. ${i}: ${columnLabel(i)}`)
    expect(text).toContain('Beispieldaten, nicht für Gutachten')
  })

  it(
    'offers the annex from the valuation screen as a Word file and as copied tables (TSV and HTML)',
    { timeout: 180_000 },
    async ({ e2e }) => {
      const label = 'Annex-Bildschirm 5, 22761 Hamburg'
      await saveGrid(e2e, `address:${label.toLowerCase()}`, sandbox, 16)
      const page = e2e.page
      await openArea(page, 'Bewertung')
      await page.getByLabel('Adresse des Objekts').fill(label)
      await page.getByRole('button', { name: 'Objekt festlegen' }).click()
      await page.getByRole('button', { name: 'Anlage als Word-Datei …' }).click()
      const saved = page.getByRole('status').filter({ hasText: /^Word-Datei gespeichert: / })
      await saved.waitFor({ timeout: 60_000 })
      const docx = docxText(readFileSync((await saved.innerText()).replace(/^Word-Datei gespeichert: /, '')))
      for (let i = 1; i <= 16; i++) expect(docx).toContain(`Nr. ${i}: ${columnLabel(i)}`)
      expect(docx).toContain('Beispieldaten, nicht für Gutachten')

      const copies = e2e.clipboard.length
      await page.getByRole('button', { name: 'Anlage als Tabellen kopieren' }).click()
      await page.getByRole('status').filter({ hasText: 'Die Tabellen der Anlage sind in der Zwischenablage' }).waitFor()
      expect(e2e.clipboard.length).toBe(copies + 1)
      const { text, html } = e2e.clipboard.at(-1)!
      for (let i = 1; i <= 16; i++) expect(text).toContain(`\tNr. ${i}: ${columnLabel(i)}`)
      expect(text).toContain('Beispieldaten, nicht für Gutachten')
      expect(html!.match(/<table>/g)!.length).toBeGreaterThan(5)
    }
  )

  it("marks the PDF by the grid's own data, not by the active connection", { timeout: 240_000 }, async ({ e2e }) => {
    const fromSandbox = 'address:annex sandbox, 22761 hamburg'
    const typed = 'address:annex typed, 22761 hamburg'
    const a = await saveGrid(e2e, fromSandbox, sandbox, 6)
    const b = await saveGrid(e2e, typed, custom, 6)
    expect(isGridSampleData(a)).toBe(true)
    expect(isGridSampleData(b)).toBe(false)

    // The sandbox is active: the grid from another connection is not sample data.
    const active = (await invoke<Array<{ id: string; active: boolean }>>(e2e, 'connections', 'list', [])).find(
      (c) => c.active
    )!
    expect(active.id).toBe('sandbox')
    const notSample = execFileSync('pdftotext', ['-layout', (await exportPdf(e2e, typed, 'Annex typed'))!.path!, '-'], {
      encoding: 'utf8'
    })
    expect(notSample).not.toContain('Beispieldaten')
    expect(notSample).toContain('Verbindung „Büro-Dienst“ (eigene Verbindung)')

    // The vendor's connection is active: the sandbox's grid still says so on every page.
    await invoke(e2e, 'connections', 'setActive', ['vendor'])
    try {
      const pdf = (await exportPdf(e2e, fromSandbox, 'Annex sandbox')).path!
      const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
      expect(text.split('Beispieldaten, nicht für Gutachten').length - 1).toBeGreaterThanOrEqual(pdfPages(pdf))
    } finally {
      await invoke(e2e, 'connections', 'setActive', ['sandbox'])
    }
  })
})
