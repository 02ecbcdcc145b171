// Enter on a typed address to the report's map and charts drawn, as the user waits in the app: the
// harness's time less its own transport (one JSON string over Playwright's binding) plus each answer's
// structured clone (what Electron's IPC does). Used by bench:reports:address and bench:daily.
import { performance } from 'node:perf_hooks'
import { deserialize, serialize } from 'node:v8'
import { startE2E, type E2E } from '../e2e/harness'

/** A brisk typist: 60 ms between keys (what the app may use to warm up is only this much). */
export const KEY_DELAY_MS = 60

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
}
export const ms = (x: number) => `${x.toFixed(0)} ms`
export const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER')

export interface Sample {
  /** Enter to drawn, in the page's clock (harness transport included). */
  harness: number
  /** The harness's transport during the wait: page round trips less router time, summed over the calls. */
  transport: number
  /** Structured clone of every answer during the wait. */
  clone: number
  /** Router time of every call during the wait. */
  router: number
  /** From the report's answer reaching the page to drawn. */
  drawing: number
  calls: string[]
  user: number
}

/** Instruments one app: router time and clone per call (node side), round trip per call (page side). */
export async function instrument(e2e: E2E) {
  const calls: Array<{ name: string; router: number; clone: number }> = []
  const invoke = e2e.app.router.invokeWire.bind(e2e.app.router)
  e2e.app.router.invokeWire = async (...args: Parameters<typeof invoke>) => {
    const t0 = performance.now()
    const answer = await invoke(...args)
    const router = performance.now() - t0
    const c0 = performance.now()
    deserialize(serialize(answer))
    calls.push({ name: `${args[0]}.${args[1]}`, router, clone: performance.now() - c0 })
    return answer
  }
  return calls
}

/** Page side, after the app loaded: every call's round trip, and when the report's answer arrived. */
export async function instrumentPage(e2e: E2E) {
  await e2e.page.evaluate(`(() => {
    const invoke = window.__lagebild_invoke
    window.__lagebild_invoke = async (channel, json, bytes) => {
      const sent = performance.now()
      const answer = await invoke(channel, json, bytes)
      const now = performance.now()
      ;(window.__trips ??= []).push({ channel, trip: now - sent })
      if (channel === 'api:reports.fetch') window.__reportArrived = now
      return answer
    }
    addEventListener('keydown', (e) => { if (e.key === 'Enter') { window.__enter = performance.now(); window.__trips = [] } }, true)
  })()`)
}

/** Types an address at a user's pace, presses Enter, waits for a report other than `previous` drawn. */
export async function searchOnce(
  e2e: E2E,
  calls: Array<{ name: string; router: number; clone: number }>,
  address: string,
  previous: string | null
): Promise<{ sample: Sample; drawn: string }> {
  const page = e2e.page
  await page.keyboard.press('Control+L')
  const input = page.getByRole('combobox', { name: 'Adresse' })
  await input.fill('')
  await input.pressSequentially(address, { delay: KEY_DELAY_MS })
  const before = calls.length
  await input.press('Enter')
  const drawn = await page.waitForFunction(
    (prev) => {
      const v = document.querySelector('[data-report-drawn]')?.getAttribute('data-report-drawn')
      return v && v !== prev ? v : null
    },
    previous,
    { timeout: 60_000, polling: 'raf' }
  )
  const value = (await drawn.jsonValue()) as string
  const page_ = (await page.evaluate(
    `({ now: performance.now(), enter: window.__enter, arrived: window.__reportArrived, trips: window.__trips })`
  )) as {
    now: number
    enter: number
    arrived: number
    trips: Array<{ channel: string; trip: number }>
  }
  // The drawn mark is set in the frame that finished drawing; polling by animation frame sees it one frame later at most.
  const harness = page_.now - page_.enter
  const during = calls.slice(before)
  const router = during.reduce((s, c) => s + c.router, 0)
  const clone = during.reduce((s, c) => s + c.clone, 0)
  const trips = page_.trips.reduce((s, t) => s + t.trip, 0)
  const transport = Math.max(0, trips - router)
  return {
    drawn: value,
    sample: {
      harness,
      transport,
      clone,
      router,
      drawing: page_.now - page_.arrived,
      calls: during.map((c) => `${c.name} ${c.router.toFixed(0)}`),
      user: harness - transport + clone
    }
  }
}

/**
 * `firstRuns` fresh apps (app, data folder and sandbox each), each searching one address first; the first
 * of them then searches the other addresses too (the later searches).
 */
export async function measureAddressSearches(
  addresses: readonly string[],
  firstRuns: number
): Promise<{ firsts: Sample[]; laters: Sample[]; chromium: string }> {
  const firsts: Sample[] = []
  const laters: Sample[] = []
  let chromium = ''
  for (let run = 0; run < firstRuns; run++) {
    const e2e = await startE2E({ locale: 'de-DE' })
    try {
      chromium = e2e.context.browser()?.version() ?? ''
      const calls = await instrument(e2e)
      await e2e.page.goto(e2e.appUrl)
      await e2e.page.getByRole('heading', { level: 1, name: 'Adresssuche' }).waitFor()
      await instrumentPage(e2e)
      let previous: string | null = null
      const order = [...addresses.slice(run), ...addresses.slice(0, run)]
      for (const [i, address] of order.entries()) {
        if (run > 0 && i > 0) break
        const { sample, drawn }: { sample: Sample; drawn: string } = await searchOnce(
          e2e,
          calls,
          address,
          previous
        ).catch(async (err: unknown) => {
          console.log(`  failed on "${address}"; screenshot ${await e2e.screenshot('bench-address-failed')}`)
          throw err
        })
        previous = drawn
        ;(i === 0 ? firsts : laters).push(sample)
      }
      if (e2e.pageErrors.length) console.log(`  page errors: ${e2e.pageErrors.join(' | ')}`)
    } finally {
      await e2e.close()
    }
  }
  return { firsts, laters, chromium }
}
