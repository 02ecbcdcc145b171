// Kaufpreise from a Gutachterausschuss extract into the valuation grid, in Chromium over the real router:
// main's open dialog (answered by the test, as the harness answers the PDF save dialog) picks a
// Windows-1252 CSV as German Excel writes it; the dialog maps a column the guess missed, names the bad
// row, shows the preview; confirming adds the good rows as columns of price type Kaufpreis
// (Kaufpreissammlung …) dated by the Vertragsdatum and without Angebotsabschlag. Then: the mapping is
// remembered for the source, the grid's column limit is said before anything is taken, a dropped binary
// file and a 0-byte file are refused with their reasons, a workbook with a cell at column ZZZZZZ and a
// FIFO picked in the dialog are refused naming the limit (in German and in English).
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/transaction-import.test.ts
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { openArea, type E2E } from '../harness'
import { e2eTest } from '../fixture'
import { execFileSync } from 'node:child_process'
import { cp1252, csv, sheetXml, workbook } from '../../main/transactions/files'

/** 2 KB: one cell at column ZZZZZZ (a table of billions of cells, were it laid out). */
const ZZZZZZ = workbook(sheetXml('<row r="1"><c r="A1"><v>1</v></c><c r="ZZZZZZ1"><v>1</v></c></row>'))

const BOARD = 'Gutachterausschuss Beispielstadt (Beispieldaten)'
const HEADER = 'Lfd. Nr.;Straße;Hausnummer;Ort;Tag des Vertrags;Kaufpreis €/m² Wfl.;Wohnfläche m²;Baujahr'
const LINES = [
  'Auszug aus der Kaufpreissammlung (Beispieldaten, nicht zitierfähig);;;;;;;',
  HEADER,
  'B-1;Königstraße;12;Beispielstadt;15.03.2024;3.250,50;72,5;1965',
  'B-2;Große Burgstraße;3a;Beispielstadt;01.02.2024;4.100;61;2001',
  'B-3;Mühlenstraße;4;Beispielstadt;31.02.2024;3.000;70;1990',
  '',
  'B-4;Fleischhauerstraße;7;Beispielstadt;30.11.2023;2.980,00;64;1928'
]

let dir: string
const picked: string[] = []

function answerOpenDialog(e2e: E2E, path: string) {
  e2e.app.platform.openFile = async () => {
    picked.push(path)
    return path
  }
}
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's findings above "minor" inside the dialog (run through the DevTools protocol, as tests/e2e/axe.test.ts does: the CSP refuses inline scripts). */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (include) => {
    type V = { id: string; impact: string | null; nodes: Array<{ target: string[] }> }
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: V[] }> } }).axe
    const { violations } = await axe.run({ include: [include] }, { resultTypes: ['violations'] })
    return violations
      .filter((v) => v.impact !== 'minor' && v.impact !== null)
      .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, selector)
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Kaufpreise aus der Kaufpreissammlung importieren' })

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lagebild-e2e-kaufpreise-'))
})
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('Kaufpreise importieren', () => {
  const it = e2eTest({
    locale: 'de-DE',
    ready: async (e2e) => {
      const page = e2e.page
      await page.goto(e2e.appUrl)
      await openArea(page, 'Bewertung')
      await page.getByLabel('Adresse des Objekts').fill('Gasstraße 10, 22761 Hamburg')
      await page.getByRole('button', { name: 'Objekt festlegen' }).click()
      await page.locator('#grid-title').waitFor()
    },
    timeout: 180_000
  })

  it('maps, names the bad row, previews, and adds the good rows as Kaufpreis columns with Vertragsdatum and no Angebotsabschlag', async ({
    e2e
  }) => {
    const page = e2e.page
    const file = join(dir, 'Auszug Kaufpreissammlung.csv')
    writeFileSync(file, cp1252(csv(LINES)))
    answerOpenDialog(e2e, file)
    await page.getByRole('button', { name: 'Kaufpreise importieren …' }).click()
    const d = dialog(page)
    await d.waitFor()
    // Keyboard: the choose button takes Enter.
    await d.getByRole('button', { name: 'Datei wählen …' }).focus()
    await page.keyboard.press('Enter')
    await d.getByText('Auszug Kaufpreissammlung.csv: 4 Zeilen mit Kaufpreisdaten, Kopfzeile in Zeile 2').waitFor()
    expect(picked).toEqual([file])
    await d.getByText('CSV, Zeichensatz Windows-1252 (ANSI), Trennzeichen Semikolon').waitFor()
    // The keyboard carries on at the source field.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tx-source')
    // "Tag des Vertrags" is no header name the guess knows: the contract date is asked for.
    await d.getByText('Ordnen Sie das Vertragsdatum zu.').waitFor()
    const take = d.getByTestId('tx-take')
    expect(await take.isDisabled()).toBe(true)
    await d.getByLabel('Vertragsdatum', { exact: true }).selectOption({ label: 'Tag des Vertrags' })
    await d.getByText('4 Zeilen: übernehmbar 3, fehlerhaft 1').waitFor()
    expect(await d.getByTestId('tx-problems').innerText()).toBe(
      "Zeile 5: Vertragsdatum (Tag des Vertrags) '31.02.2024' ist kein Datum"
    )
    const preview = await d.getByTestId('tx-preview').locator('tbody tr').allInnerTexts()
    expect(preview.map((r) => r.split('\t').map((c) => c.trim()))).toEqual([
      ['3', 'Königstraße 12, Beispielstadt', 'B-1', '15.03.2024', '3.250,50', '72,5', '1965'],
      ['4', 'Große Burgstraße 3a, Beispielstadt', 'B-2', '01.02.2024', '4.100,00', '61', '2001'],
      ['7', 'Fleischhauerstraße 7, Beispielstadt', 'B-4', '30.11.2023', '2.980,00', '64', '1928']
    ])
    // The source must be named before anything is taken: every column cites it.
    await d.getByText('Bitte den Gutachterausschuss nennen', { exact: false }).waitFor()
    expect(await take.isDisabled()).toBe(true)
    await d.getByLabel('Gutachterausschuss', { exact: true }).fill(BOARD)
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="tx-take"]') as HTMLButtonElement | null)?.disabled
    )
    expect(await take.innerText()).toBe('3 Kaufpreise übernehmen')
    await e2e.screenshot('transaction-import-dialog')
    expect(await axeFindings(page, 'dialog.tx-import')).toEqual([])
    await take.click()
    await d.waitFor({ state: 'hidden' })
    await page.getByText(`3 Kaufpreise aus der Kaufpreissammlung ${BOARD} übernommen.`).waitFor()

    const grid = page.getByRole('grid')
    const rowCells = async (label: string) => {
      const row = grid
        .locator('tbody tr')
        .filter({ has: page.locator('th', { hasText: label }) })
        .first()
      return (await row.locator('td').allInnerTexts()).map((s) => s.trim())
    }
    expect((await rowCells('Preisart')).slice(1)).toEqual([
      'Kaufpreis (Kaufpreissammlung)',
      'Kaufpreis (Kaufpreissammlung)',
      'Kaufpreis (Kaufpreissammlung)'
    ])
    expect((await rowCells('Quelle')).slice(1)).toEqual([BOARD, BOARD, BOARD])
    expect((await rowCells('Datum')).slice(1)).toEqual([
      'Vertragsdatum 15.03.2024',
      'Vertragsdatum 01.02.2024',
      'Vertragsdatum 30.11.2023'
    ])
    const rowHeads = await grid.locator('tbody th[scope="row"]').allInnerTexts()
    expect(rowHeads.some((h) => /Angebotsabschlag/.test(h))).toBe(false)
    expect((await rowCells('Preis je m²')).slice(1)).toEqual([
      'Kaufpreis 3.250,50 €',
      'Kaufpreis 4.100,00 €',
      'Kaufpreis 2.980,00 €'
    ])

    // The same extract again: the grid holds these Kaufpreise already, and the dialog says so.
    await page.getByRole('button', { name: 'Kaufpreise importieren …' }).click()
    await d.getByRole('button', { name: 'Datei wählen …' }).click()
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="tx-take"]') as HTMLButtonElement | null)?.disabled
    )
    await take.click()
    await page
      .getByText(`0 Kaufpreise aus der Kaufpreissammlung ${BOARD} übernommen; 3 standen schon im Raster.`)
      .waitFor()
    expect(await grid.locator('thead th.grid-colhead').count()).toBe(4)
    expect(e2e.pageErrors).toEqual([])
  })

  it('remembers the mapping for the source, and says the grid’s column limit before taking anything', async ({
    e2e
  }) => {
    const page = e2e.page
    const lines = [HEADER]
    for (let i = 0; i < 510; i++)
      lines.push(
        `C-${i};Beispielweg;${i + 1};Beispielstadt;${String((i % 28) + 1).padStart(2, '0')}.01.2024;3.000;70;1990`
      )
    const file = join(dir, 'gross.csv')
    writeFileSync(file, cp1252(csv(lines)))
    answerOpenDialog(e2e, file)
    await page.getByRole('button', { name: 'Kaufpreise importieren …' }).click()
    const d = dialog(page)
    await d.getByRole('button', { name: 'Datei wählen …' }).click()
    // Same headers: the mapping chosen last time, with its source, without asking again.
    await d.getByText(`für „${BOARD}“ übernommen.`, { exact: false }).waitFor()
    expect(await d.getByLabel('Vertragsdatum', { exact: true }).inputValue()).toBe('Tag des Vertrags')
    expect(await d.getByLabel('Gutachterausschuss', { exact: true }).inputValue()).toBe(BOARD)
    const limit = d.getByTestId('tx-limit')
    await limit.waitFor()
    expect(await limit.innerText()).toContain(
      'Die Datei hat 510 Kaufpreise; im Raster ist noch Platz für 497 von 500 Spalten.'
    )
    expect(await d.getByTestId('tx-take').isDisabled()).toBe(true)
    await d.getByRole('button', { name: 'Abbrechen' }).click()
    await d.waitFor({ state: 'hidden' })
    expect(await page.getByRole('grid').locator('thead th.grid-colhead').count()).toBe(4)
  })

  it('refuses a dropped binary file and an empty file, each with its reason, and closes with Escape', async ({
    e2e
  }) => {
    const page = e2e.page
    await page.getByRole('button', { name: 'Kaufpreise importieren …' }).click()
    const d = dialog(page)
    await d.waitFor()
    const png = [
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0,
      0,
      0,
      13,
      0x49,
      0x48,
      0x44,
      0x52,
      ...Array.from({ length: 300 }, (_, i) => (i * 37) % 256)
    ]
    await d.getByTestId('tx-drop').evaluate((zone, bytes) => {
      const dt = new DataTransfer()
      dt.items.add(new File([Uint8Array.from(bytes)], 'foto.csv', { type: 'text/csv' }))
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }))
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
    }, png)
    expect(await d.getByTestId('tx-refused').innerText()).toContain('„foto.csv“ ist keine Textdatei.')
    const empty = join(dir, 'leer.csv')
    writeFileSync(empty, new Uint8Array())
    answerOpenDialog(e2e, empty)
    await d.getByRole('button', { name: 'Datei wählen …' }).click()
    await d.getByText('Die Datei „leer.csv“ ist leer.').waitFor()
    const wide = join(dir, 'breit.xlsx')
    writeFileSync(wide, ZZZZZZ)
    answerOpenDialog(e2e, wide)
    await d.getByRole('button', { name: 'Datei wählen …' }).click()
    await d.getByText('„breit.xlsx“ hat mehr als 256 Spalten.').waitFor()
    const fifo = join(dir, 'pipe.csv')
    execFileSync('mkfifo', [fifo])
    answerOpenDialog(e2e, fifo)
    await d.getByRole('button', { name: 'Datei wählen …' }).click()
    await d.getByText('„pipe.csv“ ist keine gewöhnliche Datei', { exact: false }).waitFor()
    await page.keyboard.press('Escape')
    await d.waitFor({ state: 'hidden' })
    expect(e2e.pageErrors).toEqual([])
  })
})

describe('Kaufpreise importieren in English', () => {
  const it = e2eTest({
    locale: 'en-US',
    ready: async (e2e) => {
      await e2e.page.goto(e2e.appUrl)
      await openArea(e2e.page, 'Valuation', 'Main navigation')
      await e2e.page.getByLabel("Subject's address").fill('Gasstraße 10, 22761 Hamburg')
      await e2e.page.getByRole('button', { name: 'Set subject' }).click()
      await e2e.page.locator('#grid-title').waitFor()
    },
    timeout: 180_000
  })

  it('says the mapping, the bad row and the preview in English, and takes the rows as transaction prices', async ({
    e2e: en
  }) => {
    const page = en.page
    const file = join(dir, 'extract.csv')
    writeFileSync(file, cp1252(csv(LINES)))
    en.app.platform.openFile = async () => file
    await page.getByRole('button', { name: 'Import transaction prices …' }).click()
    const d = page.getByRole('dialog', { name: 'Import transaction prices from a Kaufpreissammlung' })
    await d.getByRole('button', { name: 'Choose file …' }).click()
    await d.getByText('extract.csv: 4 rows of transaction data, header in row 2').waitFor()
    await d.getByText('Map the contract date.').waitFor()
    await d.getByLabel('Contract date', { exact: true }).selectOption({ label: 'Tag des Vertrags' })
    await d.getByText('4 rows: 3 can be taken, 1 with errors').waitFor()
    expect(await d.getByTestId('tx-problems').innerText()).toBe(
      "Row 5: Contract date (Tag des Vertrags) '31.02.2024' is not a date"
    )
    expect(await d.getByTestId('tx-preview').locator('tbody tr').first().innerText()).toContain('3,250.50')
    await d.getByLabel('Valuation board (Gutachterausschuss)', { exact: true }).fill(BOARD)
    const take = d.getByTestId('tx-take')
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="tx-take"]') as HTMLButtonElement | null)?.disabled
    )
    expect(await take.innerText()).toBe('Take 3 transaction prices')
    await take.click()
    await d.waitFor({ state: 'hidden' })
    await page.getByText(`3 transaction prices taken from the Kaufpreissammlung ${BOARD}.`).waitFor()
    const heads = await page.getByRole('grid').locator('tbody th[scope="row"]').allInnerTexts()
    expect(heads.some((h) => /offer discount/i.test(h))).toBe(false)
    expect(en.pageErrors).toEqual([])
  })

  it('names the limit a hostile workbook passed, in English', async ({ e2e: en }) => {
    const page = en.page
    const file = join(dir, 'wide.xlsx')
    writeFileSync(file, ZZZZZZ)
    en.app.platform.openFile = async () => file
    await page.getByRole('button', { name: 'Import transaction prices …' }).click()
    const d = page.getByRole('dialog', { name: 'Import transaction prices from a Kaufpreissammlung' })
    await d.getByRole('button', { name: 'Choose file …' }).click()
    await d.getByText('“wide.xlsx” has more than 256 columns.').waitFor()
    expect(en.pageErrors).toEqual([])
  })
})
