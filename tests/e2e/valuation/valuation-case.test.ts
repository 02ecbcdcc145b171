// The Vergleichswert case as a user goes through it: a comparables search over a big radius in a city keeps
// hundreds of offers -> pinned only into the valuation grid -> "all kept", with the grid's column limit
// said before anything is imported (never a raw schema error) -> saved -> reopened with the service gone
// -> the annex PDF, read back: every column's label is in it.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/valuation/valuation-case.test.ts
import { execFileSync } from 'node:child_process'
import { describe, expect } from 'vitest'
import { pinFirstOffers, openKeptImport } from './kept-offers'
import { openArea, type E2E } from '../harness'
import { e2eTest } from '../fixture'
import { pdfPages } from '../pdf-words'

const SUBJECT = 'Marienplatz 1, 80331 München'
const MUNICH = { latitude: 48.1374, longitude: 11.5755 }
const LIMIT = 500

/** The PDF's text in content order, all whitespace one space (a label broken over two lines of a cell stays one string). */
const flatText = (pdf: string) =>
  execFileSync('pdftotext', ['-raw', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')

describe('the Vergleichswert case: comparables -> valuation grid -> saved -> offline -> annex PDF', () => {
  const it = e2eTest({ locale: 'de-DE', timeout: 180_000 })

  async function search(e2e: E2E, radius: number) {
    const page = e2e.page
    await openArea(page, 'Vergleichsobjekte')
    await page.fill('input[name=address]', SUBJECT)
    await page.fill('input[name=latitude]', String(MUNICH.latitude))
    await page.fill('input[name=longitude]', String(MUNICH.longitude))
    await page.fill('input[name=livingArea]', '80')
    await page.selectOption('select[name=radius]', String(radius))
    const count = page.getByTestId('comparables-count')
    const before = (await count.count()) ? await count.innerText() : null
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
    await expect
      .poll(async () => ((await count.count()) ? await count.innerText() : null), { timeout: 60_000 })
      .not.toBe(before)
    return count.innerText()
  }

  const keptIn = async (box: ReturnType<E2E['page']['getByTestId']>) =>
    Number(/alle behaltenen \((\d+)\)/.exec(await box.innerText())![1])

  it(
    'keeps hundreds of offers, takes pinned only and then all kept, saves, reopens offline and prints every column',
    { timeout: 600_000 },
    async ({ e2e }) => {
      const { page, sandbox } = e2e
      const found = await search(e2e, 10_000)

      const pinned = await pinFirstOffers(page, 3)
      const box = await openKeptImport(page)
      const keptBig = await keptIn(box)
      console.log(`10 km around Marienplatz: "${found}"; kept sale offers offered for the grid: ${keptBig}`)
      expect(keptBig).toBeGreaterThan(200)

      // Pinned only: the three pinned offers, nothing else.
      expect(await box.getByLabel('nur angeheftete (3)').isChecked()).toBe(true)
      expect(await page.getByTestId('import-limit').innerText()).toBe(
        `Das Raster fasst höchstens ${LIMIT} Spalten; es hat 0, es passen noch ${LIMIT}.`
      )
      await page.getByTestId('import-kept').click()
      const heads = page.locator('.grid-table-main thead th[data-id]')
      await expect.poll(() => heads.count()).toBe(3)
      expect((await heads.evaluateAll((th) => th.map((x) => x.getAttribute('data-id')!))).sort()).toEqual(
        [...pinned].sort()
      )

      // All kept: the limit is said before the import.
      await box.getByLabel(/alle behaltenen \(/).check()
      const rest = await keptIn(box)
      expect(rest).toBe(keptBig - 3)
      expect(await page.getByTestId('import-limit').innerText()).toBe(
        `Das Raster fasst höchstens ${LIMIT} Spalten; es hat 3, es passen noch ${LIMIT - 3}.`
      )
      if (rest > LIMIT - 3) {
        // Too many: said in words at the choice, the button cannot import, nothing is half-taken.
        expect(await page.getByTestId('import-too-many').innerText()).toContain(`noch ${LIMIT - 3}`)
        expect(await page.getByTestId('import-kept').isDisabled()).toBe(true)
        expect(await heads.count()).toBe(3)
        // A narrower search keeps fewer; all of those fit.
        const narrower = await search(e2e, 2_000)
        await openArea(page, 'Bewertung')
        await box.waitFor()
        await box.getByLabel(/alle behaltenen \(/).check()
        console.log(`2 km: "${narrower}"; kept sale offers not yet in the grid: ${await keptIn(box)}`)
      }
      const taking = await keptIn(box)
      expect(taking).toBeGreaterThan(0)
      expect(taking).toBeLessThanOrEqual(LIMIT - 3)
      expect(await page.getByTestId('import-too-many').count()).toBe(0)
      await page.getByTestId('import-kept').click()
      await expect.poll(() => heads.count(), { timeout: 60_000 }).toBe(3 + taking)
      await page.getByTestId('score-note').waitFor({ timeout: 120_000 })
      console.log(`grid columns after "all kept": ${3 + taking}; ${await page.getByTestId('score-note').innerText()}`)

      await page.getByTestId('grid-save').click()
      await page.getByText(/Gespeichert am/).waitFor({ timeout: 60_000 })
      expect(await page.getByTestId('grid-problem').count()).toBe(0)
      expect(await page.getByText(/Expected|array length/i).count()).toBe(0)
      const ids = (await heads.evaluateAll((th) => th.map((x) => x.getAttribute('data-id')!))).sort()

      // Offline: the service is gone; a fresh window reads the saved grid from disk.
      await sandbox.close()
      await page.goto(e2e.appUrl)
      await openArea(page, 'Bewertung')
      await page.getByLabel('Adresse des Objekts').fill(SUBJECT)
      await page.getByRole('button', { name: 'Objekt festlegen' }).click()
      await expect.poll(() => heads.count(), { timeout: 60_000 }).toBe(3 + taking)
      expect((await heads.evaluateAll((th) => th.map((x) => x.getAttribute('data-id')!))).sort()).toEqual(ids)
      // The labels as saved on disk (main reads the grid), not as the screen happens to render them.
      const onDisk = (await e2e.app.router.invoke('valuation', 'grid', [`address:${SUBJECT.toLowerCase()}`], {
        url: e2e.appUrl
      })) as {
        ok: boolean
        value: { comparables: { id: string; label: string }[] } | null
      }
      expect(onDisk.ok).toBe(true)
      expect(onDisk.value!.comparables.map((c) => c.id).sort()).toEqual(ids)
      const columnLabels = onDisk.value!.comparables.map((c) => c.label)

      await page.getByRole('button', { name: 'Bewertung als PDF …' }).click()
      const saved = page.getByRole('status').filter({ hasText: /^PDF gespeichert: / })
      await saved.waitFor({ timeout: 300_000 })
      const pdf = (await saved.innerText()).replace(/^PDF gespeichert: /, '')
      const text = flatText(pdf)
      const missing = columnLabels.filter((l) => !text.includes(l.replace(/\s+/g, ' ')))
      console.log(`annex PDF: ${pdfPages(pdf)} pages, ${columnLabels.length} column labels, ${missing.length} missing`)
      expect(missing).toEqual([])
      expect(text).toContain('Angebotsbasis')
      expect(e2e.exports.pageErrors).toEqual([])
    }
  )
})
