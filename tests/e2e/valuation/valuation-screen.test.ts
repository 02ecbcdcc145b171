// The Bewertung screen as a new user meets it, in German and in English: a refused save names its field
// (a subject address pasted at 300 characters); Wohnfläche and Baujahr typed in Vergleichsobjekte reach the
// Bewertung form; after taking the pinned offers the focus is on what the import did, one Tab from
// "Kaufpreis eintragen", and the box keeps "pinned only" (also after leaving the screen and coming back);
// a Kaufpreis extract with a Stellplatz share and a wrong €/m² is named by row, the Auskunft entered, and
// after taking it the focus is on "supplied / used".
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/valuation-screen.test.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'
import { cp1252, csv } from '../../main/transactions/files'
import { pinFirstOffers } from './kept-offers'

const SUBJECT = 'Marienplatz 1, 80331 München'
const MUNICH = { latitude: '48.1374', longitude: '11.5755' }
/** 300 characters, as a paste from a land register extract might give. */
const LONG_ADDRESS = `Marienplatz 1, 80331 München, ${'Flurstück 4711 Gemarkung Altstadt '.repeat(9)}`.slice(0, 300)

const EXTRACT = csv([
  'Lfd. Nr.;Vertragsdatum;Kaufpreis €;Kaufpreisanteil Stellplatz €;Wohnfläche m²;Kaufpreis €/m² Wfl.;Straße;Ort',
  'M-1;15.03.2025;400.000;25.000;80;5.000;Sendlinger Straße 3;München',
  'M-2;02.06.2025;300.000;0;60;6.100;Tal 12;München',
  'M-3;10.07.2025;450.000;30.000;90;5.000;Rindermarkt 5;München'
])

interface Words {
  locale: string
  nav: string
  valuation: string
  comparables: string
  address: string
  setSubject: string
  search: string
  livingArea: string
  buildingYear: string
  addTransaction: string
  pinned: string
  kept: string
  donePinned: string
  addressProblem: string
  importOpen: string
  dialog: string
  choose: string
  board: string
  reference: string
  date: string
  dateTyped: string
  selection: string
  sourceLine: string
  parkingIncluded: string
  mismatch: string
  supplied: string
}

const DE: Words = {
  locale: 'de-DE',
  nav: 'Hauptnavigation',
  valuation: 'Bewertung',
  comparables: 'Vergleichsobjekte',
  address: 'Adresse des Objekts',
  setSubject: 'Objekt festlegen',
  search: 'Vergleichsobjekte suchen',
  livingArea: 'Wohnfläche (m²)',
  buildingYear: 'Baujahr',
  addTransaction: 'Kaufpreis eintragen',
  pinned: 'nur angeheftete',
  kept: 'alle behaltenen',
  donePinned: '3 angeheftete Angebote übernommen',
  addressProblem:
    'Adresse des Objekts: Höchstens 192 Zeichen, damit das Raster unter dieser Adresse gespeichert werden kann; sie hat 300. Bitte kürzen und „Objekt festlegen“.',
  importOpen: 'Kaufpreise importieren …',
  dialog: 'Kaufpreise aus der Kaufpreissammlung importieren',
  choose: 'Datei wählen …',
  board: 'Gutachterausschuss',
  reference: 'Aktenzeichen der Auskunft',
  date: 'Datum der Auskunft',
  dateTyped: '01.09.2025',
  selection: 'Auswahlkriterien',
  sourceLine:
    'Kaufpreissammlung Gutachterausschuss München (Beispieldaten), Auskunft GAA-M 2025/17 vom 01.09.2025: geliefert 3, verwendet 2, davon im Raster 2. Auswahl: Wohnungseigentum, Altstadt, 2025',
  parkingIncluded: 'Die Kaufpreise der Datei (gesamt und je m²) enthalten den Stellplatzanteil',
  mismatch:
    "Zeile 3: Kaufpreis je m² Wohnfläche (Kaufpreis €/m² Wfl.) '6.100' passt nicht zu Kaufpreis ÷ Wohnfläche (5.000,00 €/m²)",
  supplied: 'Geliefert: 3, verwendet: 2.'
}

const EN: Words = {
  locale: 'en-US',
  nav: 'Main navigation',
  valuation: 'Valuation',
  comparables: 'Comparables',
  address: "Subject's address",
  setSubject: 'Set subject',
  search: 'Search comparables',
  livingArea: 'Living area (m²)',
  buildingYear: 'Building year',
  addTransaction: 'Enter a transaction price',
  pinned: 'pinned only',
  kept: 'all kept',
  donePinned: '3 pinned offers taken',
  addressProblem:
    "Subject's address: At most 192 characters, so the grid can be saved under this address; it has 300. Please shorten it and “Set subject”.",
  importOpen: 'Import transaction prices …',
  dialog: 'Import transaction prices from a Kaufpreissammlung',
  choose: 'Choose file …',
  board: 'Valuation board (Gutachterausschuss)',
  reference: 'File reference of the Auskunft',
  date: 'Date of the Auskunft',
  dateTyped: '09/01/2025',
  selection: 'Selection criteria',
  sourceLine:
    'Kaufpreissammlung Gutachterausschuss München (Beispieldaten), Auskunft GAA-M 2025/17 of 09/01/2025: supplied 3, used 2, in the grid 2. Selection: Wohnungseigentum, Altstadt, 2025',
  parkingIncluded: 'The file’s prices (total and per m²) include the parking share',
  mismatch:
    "Row 3: Transaction price per m² of living area (Kaufpreis €/m² Wfl.) '6.100' does not match price ÷ living area (5,000.00 €/m²)",
  supplied: 'Supplied: 3, used: 2.'
}

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lagebild-e2e-screen-'))
})
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)
const activeText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '')

async function setSubject(page: Page, w: Words, line: string) {
  await openArea(page, w.valuation, w.nav)
  await page.getByLabel(w.address, { exact: true }).fill(line)
  await page.getByRole('button', { name: w.setSubject }).click()
  await page.locator('#grid-title').waitFor()
}

function suite(w: Words) {
  const it = e2eTest({ locale: w.locale, timeout: 180_000 })

  it('names the field of a refused save: the subject address pasted at 300 characters', async ({ e2e }) => {
    const { page } = e2e
    expect(LONG_ADDRESS).toHaveLength(300)
    await setSubject(page, w, LONG_ADDRESS)
    await page.getByRole('button', { name: w.addTransaction }).click()
    await page.getByTestId('grid-save').click()
    const fields = page.getByTestId('grid-problem-fields')
    await fields.waitFor()
    expect(await fields.innerText()).toBe(w.addressProblem)
    expect(e2e.pageErrors).toEqual([])
  })

  it('takes Wohnfläche and Baujahr typed in Vergleichsobjekte into the Bewertung form', async ({ e2e }) => {
    const { page } = e2e
    await setSubject(page, w, SUBJECT)
    expect(await page.locator('#vf-livingArea').inputValue()).toBe('')
    await openArea(page, w.comparables, w.nav)
    await page.fill('input[name=address]', SUBJECT)
    await page.fill('input[name=latitude]', MUNICH.latitude)
    await page.fill('input[name=longitude]', MUNICH.longitude)
    await page.fill('input[name=livingArea]', '80')
    await page.fill('input[name=buildingYear]', '1965')
    await page.selectOption('select[name=radius]', '2000')
    await page.getByRole('button', { name: w.search }).click()
    await page.getByTestId('comparables-count').waitFor()
    await openArea(page, w.valuation, w.nav)
    expect(await page.getByLabel(w.livingArea, { exact: true }).inputValue()).toBe('80')
    expect(await page.getByLabel(w.buildingYear, { exact: true }).inputValue()).toBe('1965')
    expect(e2e.pageErrors).toEqual([])
  })

  it('puts the focus on what taking the pinned offers did and keeps "pinned only" chosen', async ({ e2e }) => {
    const { page } = e2e
    await openArea(page, w.comparables, w.nav)
    await pinFirstOffers(page, 3)
    await openArea(page, w.valuation, w.nav)
    const box = page.getByTestId('kept-import')
    await box.waitFor()
    const pinned = box.getByLabel(w.pinned)
    const kept = box.getByLabel(w.kept)
    expect(await pinned.isChecked()).toBe(true)
    await page.getByTestId('import-kept').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => activeTestId(page)).toBe('kept-import-done')
    expect(await activeText(page)).toContain(w.donePinned)
    // One Tab on, not forty: the next step of the grid.
    await page.keyboard.press('Tab')
    expect(await activeText(page)).toBe(w.addTransaction)
    // The box remembers what was taken: not "all kept" with its warning.
    const remembered = async () => {
      expect(await pinned.isChecked()).toBe(true)
      expect(await kept.isChecked()).toBe(false)
      expect(await page.getByTestId('import-too-many').count()).toBe(0)
      expect(await page.getByTestId('kept-import-done').innerText()).toContain(w.donePinned)
    }
    await remembered()
    await openArea(page, w.comparables, w.nav)
    await openArea(page, w.valuation, w.nav)
    await box.waitFor()
    await remembered()
    expect(e2e.pageErrors).toEqual([])
  })

  it('names a wrong €/m² by row, keeps the Auskunft, and puts the focus on what the import took', async ({ e2e }) => {
    const { page } = e2e
    const file = join(dir, `auszug-${w.locale}.csv`)
    writeFileSync(file, cp1252(EXTRACT))
    e2e.app.platform.openFile = async () => file
    await page.getByRole('button', { name: w.importOpen }).click()
    const d = page.getByRole('dialog', { name: w.dialog })
    await d.getByRole('button', { name: w.choose }).click()
    // Whether the prices include the Stellplatz share is asked before anything is read.
    const parking = d.getByTestId('tx-parking')
    await parking.waitFor()
    await parking.getByLabel(w.parkingIncluded).check()
    const problems = d.getByTestId('tx-problems')
    await problems.waitFor()
    expect((await problems.innerText()).startsWith(w.mismatch)).toBe(true)
    await d.getByLabel(w.board, { exact: true }).fill('Gutachterausschuss München (Beispieldaten)')
    await d.getByLabel(w.reference, { exact: true }).fill('GAA-M 2025/17')
    await d.getByLabel(w.date, { exact: true }).fill(w.dateTyped)
    await d.getByLabel(w.selection, { exact: true }).fill('Wohnungseigentum, Altstadt, 2025')
    const take = d.getByTestId('tx-take')
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="tx-take"]') as HTMLButtonElement | null)?.disabled
    )
    await take.click()
    await d.waitFor({ state: 'hidden' })
    await expect.poll(() => activeTestId(page)).toBe('tx-done')
    expect(await activeText(page)).toContain(w.supplied)
    // The Auskunft is kept with the columns and said under the grid.
    expect(await page.getByTestId('extract-sources').innerText()).toBe(w.sourceLine)
    // The Stellplatz share is in the grid's Stellplatz row of the columns taken.
    expect(await page.locator('tr[data-row-key="parkingEuro"] td').count()).toBeGreaterThan(0)
    expect(e2e.pageErrors).toEqual([])
  })
}

describe('the Bewertung screen (Deutsch)', () => suite(DE))
describe('the Bewertung screen (English)', () => suite(EN))
