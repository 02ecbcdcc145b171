import { writeFileSync } from 'node:fs'
import { startE2E } from '../e2e/harness'
const e2e = await startE2E({ locale: 'de-DE', offers: 500_000 })
try {
  const page = e2e.page
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.goto(e2e.appUrl)
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Vergleichsobjekte' }).click()
  await page.getByRole('heading', { level: 1, name: 'Vergleichsobjekte' }).waitFor()
  await page.selectOption('select[name=radius]', '10000')
  await page.selectOption('select[name=propertyType]', '')
  await page.fill('input[name=livingArea]', '80')
  await page.fill('input[name=address]', 'München')
  await page.fill('input[name=latitude]', '48.1374')
  await page.fill('input[name=longitude]', '11.5755')
  const cdp = await e2e.context.newCDPSession(page)
  async function once() {
    await page.evaluate(`document.querySelector('[data-testid=comparables-map]')?.removeAttribute('data-markers')`)
    await page.locator('.comparables__form button[type=submit]').click()
    await page.locator('[data-testid=comparables-map][data-markers]').waitFor({ timeout: 60000 })
  }
  await once()
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  for (let i = 0; i < 3; i++) await once()
  const { profile } = await cdp.send('Profiler.stop')
  writeFileSync('/tmp/cmp.cpuprofile', JSON.stringify(profile))
  // self time per function
  const self = new Map<string, number>()
  const dt = profile.timeDeltas ?? []
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]))
  ;(profile.samples ?? []).forEach((id: number, i: number) => {
    const n: any = byId.get(id)
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000)
  })
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1)} ms  ${k}`).join('\n'))
} finally {
  await e2e.close()
}
