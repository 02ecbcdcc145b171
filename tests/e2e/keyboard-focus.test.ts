// The keyboard model in Chromium over the real services and sandbox: F6 / Shift+F6 go round the
// regions (navigation, the area's form, its results); the help panel (F1 or ?) lists the shortcuts in
// the UI language, closes with Escape and gives the focus back; the comparables list is one Tab stop
// whose rows the arrow keys move between (row 1, ArrowDown twice, Space pins row 3), the focused row
// surviving scrolling and telling its position.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/keyboard-focus.test.ts
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { openArea } from './harness'
import { e2eTest } from './fixture'

const it = e2eTest({ locale: 'de-DE' })

/** What has the focus, as a test can name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'body'
    const region = el.closest('[data-region]')?.getAttribute('data-region') ?? ''
    return `${region}|${el.tagName.toLowerCase()}|${el.getAttribute('name') ?? el.getAttribute('data-offer') ?? el.getAttribute('data-testid') ?? el.textContent?.trim().slice(0, 40)}`
  })

async function searchComparables(page: Page) {
  await openArea(page, 'Vergleichsobjekte')
  await page.fill('input[name=address]', 'Marienplatz 1, 80331 München')
  await page.fill('input[name=latitude]', '48.1374')
  await page.fill('input[name=longitude]', '11.5755')
  await page.selectOption('select[name=radius]', '5000')
  await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).focus()
  await page.keyboard.press('Enter')
  await page.getByTestId('comparables-count').waitFor()
}

describe('keyboard', () => {
  it('the help panel lists the shortcuts, closes with Escape and gives the focus back; ? in a text field is a character', async ({
    e2e
  }) => {
    const { page } = e2e
    await openArea(page, 'Vergleichsobjekte')
    const nav = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('button', { name: 'Vergleichsobjekte' })
    await nav.focus()
    await page.keyboard.press('F1')
    const panel = page.getByRole('dialog', { name: 'Tastenkürzel' })
    await panel.waitFor()
    expect(await focused(page)).toBe('|button|Schließen')
    const text = (await panel.innerText()).replace(/\s+/g, ' ')
    for (const words of [
      'F6 / Umschalt+F6',
      'Nächster / voriger Bereich',
      'Leertaste oder P',
      'Anheften oder lösen',
      'Pfeil auf / ab',
      'Pos1 / Ende, Bild auf / Bild ab',
      'Strg+L oder /',
      'Im Vergleichsraster der Bewertung',
      'Eingabe oder F2'
    ])
      expect(text).toContain(words)
    // Tab stays inside the dialog; the page behind takes no focus.
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('|button|Schließen')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    expect(await focused(page)).toBe('nav|button|⇄Vergleichsobjekte')

    // "?" opens it outside text fields only.
    await page.keyboard.press('?')
    await panel.waitFor()
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await page.focus('input[name=address]')
    await page.keyboard.press('?')
    expect(await page.inputValue('input[name=address]')).toContain('?')
    expect(await panel.count()).toBe(0)
    await page.fill('input[name=address]', '')

    // In English, in English.
    e2e.app.services.settings.update({ language: 'en' })
    await page.reload()
    await page.locator('h1').first().waitFor()
    await page.keyboard.press('F1')
    const english = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await english.waitFor()
    const en = await english.innerText()
    expect(en).toContain('Space or P')
    expect(en).not.toMatch(/Leertaste|Tastenkürzel|Umschalt/)
    await page.keyboard.press('Escape')
    e2e.app.services.settings.update({ language: 'de' })
    await page.reload()
    await page.locator('h1').first().waitFor()
  })

  it('F6 and Shift+F6 go round navigation, form and results; the list is one Tab stop with roving focus', async ({
    e2e
  }) => {
    const { page } = e2e
    await searchComparables(page)
    const rows = page.locator('[data-testid=comparables-list] [data-offer]')
    await expect.poll(() => rows.count()).toBeGreaterThan(10)
    const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-offer')!))
    // The search's outcome has the focus: the first offer.
    expect(await focused(page)).toBe(`results|div|${ids[0]}`)

    await page.keyboard.press('F6')
    expect(await focused(page)).toBe('nav|button|⇄Vergleichsobjekte')
    // A region is entered where the user left it: the form at its search button.
    await page.keyboard.press('F6')
    expect(await focused(page)).toBe('form|button|Vergleichsobjekte suchen')
    await page.keyboard.press('F6')
    expect(await focused(page)).toBe(`results|div|${ids[0]}`)
    await page.keyboard.press('Shift+F6')
    expect(await focused(page)).toBe('form|button|Vergleichsobjekte suchen')
    await page.keyboard.press('Shift+F6')
    expect(await focused(page)).toBe('nav|button|⇄Vergleichsobjekte')
    await page.keyboard.press('Shift+F6')
    expect(await focused(page)).toBe(`results|div|${ids[0]}`)

    // By Tab alone, the first row is 3 presses after the search button (48 before): the density
    // switch, the sort heads (one Tab stop) and the list.
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).focus()
    let tabs = 0
    while (tabs < 10 && (await focused(page)) !== `results|div|${ids[0]}`) {
      await page.keyboard.press('Tab')
      tabs++
    }
    expect(tabs).toBe(3)

    // Row 1 -> ArrowDown twice -> Space pins row 3.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await focused(page)).toBe(`results|div|${ids[2]}`)
    await page.keyboard.press('Space')
    expect(await page.locator(`[data-offer="${ids[2]}"]`).textContent()).toContain('angeheftet')
    expect(await page.locator(`[data-offer="${ids[1]}"]`).textContent()).not.toContain('angeheftet')
    // One Tab stop: exactly one row is in the Tab order, and Tab leaves the list.
    expect(await page.locator('[data-testid=comparables-list] [data-offer][tabindex="0"]').count()).toBe(1)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=comparables-list]'))).toBe(false)
    await page.keyboard.press('Shift+Tab')
    expect(await focused(page)).toBe(`results|div|${ids[2]}`)

    // Rows tell their position; End goes to the last of them, far below the drawn ones.
    const total = Number(await rows.first().getAttribute('aria-setsize'))
    // A screen reader hears each value after its column's name.
    // (the accessible name from the row's content: the column names are there for screen readers only)
    const named = page
      .locator(`[data-offer="${ids[2]}"]`)
      .and(page.getByRole('option', { name: /angeheftet.*Entfernung [\d.]+ m.*Angebotspreis [\d.]+ EUR/ }))
    expect(await named.count()).toBe(1)
    expect(total).toBeGreaterThan(100)
    expect(await rows.count()).toBeLessThan(80)
    await page.keyboard.press('End')
    const last = page.locator('[data-testid=comparables-list] [data-offer]:focus')
    expect(await last.getAttribute('aria-posinset')).toBe(String(total))
    // Scrolled away by the mouse wheel, the focused row stays drawn and focused.
    await page.locator('[data-testid=comparables-list]').evaluate((el) => (el.parentElement!.scrollTop = 0))
    await expect.poll(() => page.locator(`[data-testid=comparables-list] [data-offer="${ids[0]}"]`).count()).toBe(1)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'))).toBe(String(total))
    await page.keyboard.press('Home')
    expect(await focused(page)).toBe(`results|div|${ids[0]}`)
    await page.keyboard.press('PageDown')
    expect(Number(await page.evaluate(() => document.activeElement?.getAttribute('aria-posinset')))).toBeGreaterThan(5)

    // X asks for the reason in the details; Enter confirms and the focus is back on the row.
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('x')
    expect(await focused(page)).toBe('results|input|reason')
    await page.keyboard.type('Souterrain')
    await page.keyboard.press('Enter')
    expect(await focused(page)).toBe(`results|div|${ids[1]}`)
    expect(await page.locator(`[data-offer="${ids[1]}"]`).textContent()).toContain('ausgeschlossen')
    // Enter opens the details (their first action), Escape comes back.
    await page.keyboard.press('Enter')
    expect(await focused(page)).toMatch(/^results\|button\|(Anheften|Lösen)/)
    await page.keyboard.press('Escape')
    expect(await focused(page)).toBe(`results|div|${ids[1]}`)
    // Compact rows: more of them in the same height, the focus kept.
    const before = await rows.count()
    await page.selectOption('select[name=density]', 'compact')
    await expect.poll(() => rows.count()).toBeGreaterThan(before)
  })

  it('saving and deleting in Portfolio put the focus on what happened, never on the page body', async ({ e2e }) => {
    const { page } = e2e
    await openArea(page, 'Portfolio')
    await page.getByRole('button', { name: 'Neue Gruppe' }).click()
    await page.getByLabel('Bezeichnung').fill('Fokus Probe')
    await page.getByLabel('Bezeichnung').press('Enter')
    await page.getByRole('heading', { level: 2, name: 'Fokus Probe' }).waitFor()
    // The new group's panel: its heading (the form and its button are gone).
    await expect.poll(() => focused(page)).toBe('area|h2|Fokus Probe')
    await page.getByRole('button', { name: 'Löschen' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Gruppe „Fokus Probe“ löschen?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: /löschen/ }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'Gruppe „Fokus Probe“ gelöscht.' }).waitFor()
    await expect.poll(() => focused(page)).toMatch(/gelöscht/)
  })
})
