// A set's name and notes as a user may paste them: markup, a right-to-left override, 300 and 20,000
// characters. They are saved and shown as typed (never run as markup; the invisible override is
// dropped), the lists (comparables and the report library) stay in their width at 900 px, and the notes
// come back whole when the set is reopened.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/comparables/comparables-hostile.test.ts
import { expect } from 'vitest'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const it = e2eTest({
  locale: 'de-DE',
  ready: async (e2e) => {
    await e2e.page.setViewportSize({ width: 900, height: 900 })
    await e2e.page.goto(e2e.appUrl)
    await openArea(e2e.page, 'Vergleichsobjekte')
  },
  timeout: 180_000
})

const NAME = `<img src=x onerror="window.__pwned=1">\u202eAltona ${'Ü'.repeat(300)}`
const NOTES =
  `<script>window.__pwned=2</script>\n${'Besichtigung am 3.11.: Dachgeschoss ohne Aufzug. '.repeat(420)}`.slice(
    0,
    20_000
  )

it('saves and lists a hostile set name and 20,000 characters of notes as typed', async ({ e2e }) => {
  const { page } = e2e
  const service = e2e.app.services.comparables
  await page.fill('input[name=address]', 'Gasstraße 10, 22761 Hamburg')
  await page.fill('input[name=latitude]', '53,5535')
  await page.fill('input[name=longitude]', '9,9354')
  await page.fill('input[name=livingArea]', '65')
  await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
  await page.getByTestId('comparables-count').waitFor({ timeout: 60_000 })

  await page.fill('input[name=setLabel]', NAME)
  await page.fill('textarea[name=notes]', NOTES)
  // The fields keep at most what they may hold.
  expect((await page.inputValue('input[name=setLabel]')).length).toBe(300)
  expect((await page.inputValue('textarea[name=notes]')).length).toBe(20_000)
  await page.locator('[data-action=save]').click()
  await page.getByTestId('comparables-saved').waitFor()

  const saved = service.list()
  expect(saved).toHaveLength(1)
  // Saved as typed, but for the invisible right-to-left override, which would turn the row's own words around.
  expect(saved[0]!.label).toBe(NAME.slice(0, 300).replace('\u202e', '').trim())
  expect(service.open(saved[0]!.id).notes).toBe(NOTES)

  const row = page.locator('[data-testid=comparables-sets] [data-set]').first()
  expect(await row.innerText()).toContain('<img src=x onerror="window.__pwned=1">')
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  // Nothing in the area is wider than the window (the long name wraps).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true
  )
  const box = await row.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(900)

  // Reopened after a reload: the notes are back whole.
  await page.goto(e2e.appUrl)
  await openArea(page, 'Vergleichsobjekte')
  await page.locator('[data-testid=comparables-sets] [data-set] [data-action=open-set]').first().click()
  await page.getByTestId('comparables-count').waitFor()
  expect(await page.inputValue('textarea[name=notes]')).toBe(NOTES)
  await e2e.screenshot('comparables-hostile-de-900')

  // The report library lists the set in its width too.
  await openArea(page, 'Berichtsarchiv')
  await page.locator('[data-testid=library-sets] [data-set]').first().waitFor()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true
  )
  await e2e.screenshot('library-hostile-de-900')
  expect(e2e.pageErrors).toEqual([])
}, 240_000)
