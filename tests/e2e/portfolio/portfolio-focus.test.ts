// Forms that open take the focus, in both languages: opening Portfolio puts the focus in it (not left in
// the navigation); Enter on "Neue Gruppe" / "Neues Objekt" puts it in the form's first field, so what
// is typed next lands there instead of being lost.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/portfolio/portfolio-focus.test.ts
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { e2eTest } from '../fixture'

const WORDS = {
  de: { nav: 'Hauptnavigation', newGroup: 'Neue Gruppe', newProperty: 'Neues Objekt', group: 'Auftrag Fokus' },
  en: { nav: 'Main navigation', newGroup: 'New group', newProperty: 'New property', group: 'Order focus' }
} as const

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return {
      tag: el?.tagName ?? '',
      inNav: !!el?.closest('nav'),
      value: el instanceof HTMLInputElement ? el.value : null,
      inForm: !!el?.closest('form')
    }
  })

describe.each(['de', 'en'] as const)('portfolio focus (%s)', (lang) => {
  const w = WORDS[lang]
  const it = e2eTest({ locale: lang === 'de' ? 'de-DE' : 'en-US' })

  it('opening Portfolio puts the focus on its heading, not in the navigation', async ({ e2e }) => {
    const { page } = e2e
    await page.goto(e2e.appUrl)
    const nav = page.getByRole('navigation', { name: w.nav })
    await nav.getByRole('button', { name: 'Portfolio' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor()
    await expect.poll(async () => (await focused(page)).tag).toBe('H1')
    expect((await focused(page)).inNav).toBe(false)
  })

  it('Enter on the new-group button puts the focus in the form, and typing lands in its first field', async ({
    e2e
  }) => {
    const { page } = e2e
    await page.getByRole('button', { name: w.newGroup, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await focused(page)).inForm).toBe(true)
    await page.keyboard.type(w.group)
    expect((await focused(page)).value).toBe(w.group)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 2, name: w.group }).waitFor()
  })

  it('Enter on the new-property button puts the focus in the property form', async ({ e2e }) => {
    const { page } = e2e
    await page.getByRole('button', { name: w.newProperty, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await focused(page)).inForm).toBe(true)
    await page.keyboard.type('Gasstraße 3')
    expect((await focused(page)).value).toBe('Gasstraße 3')
  })
})
