// The comparables search when the service cannot answer, in Chromium over the real sandbox: an address
// the service cannot place, and a key whose quota is used up (429). The message is in place and in
// words, the form keeps everything typed, and the previous result is not silently replaced.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/comparables/comparables-failures.test.ts
import { describe, expect } from 'vitest'
import { openArea } from '../harness'
import { e2eTest } from '../fixture'

const it = e2eTest({
  locale: 'de-DE',
  ready: async (e2e) => {
    await e2e.page.goto(e2e.appUrl)
    await openArea(e2e.page, 'Vergleichsobjekte')
  },
  timeout: 180_000
})

describe('comparables failures', () => {
  it('an address the service cannot place: said in place, inputs kept', async ({ e2e }) => {
    const { page } = e2e
    await page.fill('input[name=address]', 'Nirgendwostraße 999, 99999 Nirgendwo')
    await page.fill('input[name=livingArea]', '72,5')
    await page.fill('input[name=roomsMin]', '3')
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
    const error = page.getByTestId('comparables-error')
    await error.waitFor()
    expect(await error.innerText()).toContain('Die Adresse oder Koordinate wurde nicht gefunden.')
    expect(await page.inputValue('input[name=address]')).toBe('Nirgendwostraße 999, 99999 Nirgendwo')
    expect(await page.inputValue('input[name=livingArea]')).toBe('72,5')
    expect(await page.inputValue('input[name=roomsMin]')).toBe('3')
    expect(await page.getByTestId('comparables-count').count()).toBe(0)
    await e2e.screenshot('comparables-de-not-found')
  })

  it('text where a number belongs: the fields named as their labels say, nothing sent, inputs kept', async ({
    e2e
  }) => {
    const { page } = e2e
    await page.fill('input[name=ppsMin]', 'viel')
    await page.fill('input[name=latitude]', '53,5x')
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
    const problem = page.locator('.comparables__problem')
    await problem.waitFor()
    expect(await problem.innerText()).toBe(
      'Bitte in diesen Feldern Zahlen eingeben: Breitengrad, Angebotspreis bzw. Angebotsmiete je m² (EUR) (von).'
    )
    expect(await page.inputValue('input[name=ppsMin]')).toBe('viel')
    await page.fill('input[name=ppsMin]', '')
    await page.fill('input[name=latitude]', '')
  })

  it('a key whose quota is used up: said in place with when it resets, inputs kept', async ({ e2e }) => {
    const { page, app, sandbox } = e2e
    const c = await app.services.connections.save({ name: 'Kontingent aufgebraucht', baseUrl: sandbox.url })
    await app.services.connections.setKey(c.id, sandbox.spentKey)
    await app.services.connections.setActive(c.id)
    await page.fill('input[name=address]', 'Gasstraße 10, 22761 Hamburg')
    await page.fill('input[name=latitude]', '53.5535')
    await page.fill('input[name=longitude]', '9.9354')
    await page.getByRole('button', { name: 'Vergleichsobjekte suchen' }).click()
    const error = page.getByTestId('comparables-error')
    await expect.poll(() => error.innerText()).toContain('Das Abfragekontingent dieses Schlüssels ist aufgebraucht.')
    expect(await error.innerText()).toMatch(/Es wird am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} zurückgesetzt\./)
    expect(await error.innerText()).not.toContain(sandbox.spentKey)
    expect(await page.inputValue('input[name=livingArea]')).toBe('72,5')
    expect(await page.inputValue('input[name=latitude]')).toBe('53.5535')
  })
})
