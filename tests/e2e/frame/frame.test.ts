// The app frame in Chromium: the active connection on every screen, the built-in sandbox marked as
// sample data (no way to close the mark), and on first start the explanation of the sample data and
// how to connect the vendor, which stays closed once closed.
import { expect } from 'vitest'
import type { E2E } from '../harness'
import { e2eTest } from '../fixture'

const it = e2eTest({ locale: 'de-DE' })

const frame = (e2e: E2E) => e2e.page.getByTestId('active-connection')

it('shows the built-in sandbox as the active connection, marked as sample data, on every screen', async ({ e2e }) => {
  await frame(e2e).getByText('Sandbox (eingebaut)').waitFor()
  const nav = e2e.page.getByRole('navigation', { name: 'Hauptnavigation' })
  for (const area of ['Adresssuche', 'Berichtsarchiv', 'Einstellungen']) {
    await nav.getByRole('button', { name: area, exact: true }).click()
    await expect.poll(() => frame(e2e).innerText()).toContain('Beispieldaten, nicht für Gutachten')
    expect(await frame(e2e).innerText()).toContain('Sandbox (eingebaut)')
    expect(await frame(e2e).getByRole('button').count()).toBe(0)
  }
  await e2e.screenshot('frame-sandbox')
})

it('explains the sample data and the way to the vendor on first start; closed, it stays closed', async ({ e2e }) => {
  const intro = e2e.page.getByRole('region', { name: 'Sie arbeiten mit Beispieldaten' })
  await intro.waitFor()
  const text = await intro.innerText()
  expect(text).toContain('nicht echt')
  expect(text).toContain('API-Schlüssel')
  expect(text).toContain('Verbindung testen')
  await intro.getByRole('button', { name: 'Verstanden' }).click()
  await intro.waitFor({ state: 'detached' })
  await e2e.page.reload()
  await frame(e2e).getByText('Sandbox (eingebaut)').waitFor()
  expect(await intro.count()).toBe(0)
  // The mark is not part of the explanation: it stays.
  expect(await frame(e2e).innerText()).toContain('Beispieldaten, nicht für Gutachten')
})

it('follows a change of the active connection at once; another connection carries no sample mark', async ({ e2e }) => {
  const custom = await e2e.page.evaluate(async (baseUrl) => {
    const api = (window as unknown as { api: any }).api
    const saved = await api.connections.save({ name: 'Büro-Dienst', baseUrl })
    await api.connections.setActive(saved.value.id)
    return saved.value.id as string
  }, e2e.sandbox.url)
  await frame(e2e).getByText('Büro-Dienst').waitFor()
  expect(await frame(e2e).innerText()).not.toContain('Beispieldaten')
  await e2e.page.evaluate(async () => {
    await (window as unknown as { api: any }).api.connections.setActive('sandbox')
  })
  await frame(e2e).getByText('Beispieldaten, nicht für Gutachten').waitFor()
  expect(custom).toBeTruthy()
})
