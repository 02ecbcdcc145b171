// The questions and dialogs a compromised renderer can make main show: one question at a time (200
// requests for 200 tile servers while a question is open show one dialog, the rest are declined at
// once), a declined address is not asked about again for a while (200 requests, one dialog), and the
// open dialog opens once however often the renderer asks while it is open.
import { afterEach, describe, expect, it } from 'vitest'
import type { AppError, Result } from '@shared/bridge/errors'
import { APP_SENDER, createTestApp, type TestApp } from '../helpers/platform'

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const invoke = (domain: string, name: string, ...args: unknown[]): Promise<Result<unknown>> =>
  app!.router.invoke(domain, name, args, APP_SENDER)
const errorOf = (r: Result<unknown>): AppError | null => (r.ok ? null : r.error)

/** A user who has not answered yet: every question waits until `answer` is called. */
function pendingUser() {
  const waiting: Array<(yes: boolean) => void> = []
  let asked = () => undefined as void
  const someone = new Promise<void>((r) => (asked = r))
  return {
    confirm: (): Promise<boolean> =>
      new Promise<boolean>((resolve) => {
        waiting.push(resolve)
        asked()
      }),
    asked: () => someone,
    answer: (yes: boolean) => waiting.splice(0).forEach((r) => r(yes))
  }
}

const localTiles = (port: number) => ({ tileAllowLocal: true, tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png` })

describe('one question at a time', () => {
  it('200 requests for 200 tile servers while a question is open: one dialog, the others declined at once', async () => {
    const user = pendingUser()
    app = createTestApp({ confirm: user.confirm, locale: 'en-GB' })
    const first = invoke('settings', 'update', localTiles(20_000))
    await user.asked()
    const others = await Promise.all(
      Array.from({ length: 200 }, (_, n) => invoke('settings', 'update', localTiles(20_001 + n)))
    )
    expect(others.map((r) => errorOf(r)?.code)).toEqual(Array(200).fill('declined'))
    expect(app.confirms).toHaveLength(1)
    expect(app.confirms[0]!.message).toBe('Lagebild is to load map tiles from http://127.0.0.1:20000.')
    user.answer(true)
    expect(await first).toMatchObject({ ok: true, value: { tileAllowLocal: true } })
    expect(app.confirms).toHaveLength(1)
  })

  it('the same question asked again while it is open shares the one answer', async () => {
    const user = pendingUser()
    app = createTestApp({ confirm: user.confirm })
    const asks = Array.from({ length: 20 }, () => invoke('settings', 'update', localTiles(20_500)))
    await user.asked()
    user.answer(true)
    for (const r of await Promise.all(asks)) expect(r.ok).toBe(true)
    expect(app.confirms).toHaveLength(1)
  })
})

describe('a declined address', () => {
  it('is not asked about again for a while: 200 requests after the no, still the one dialog', async () => {
    app = createTestApp({ confirm: false })
    for (let n = 0; n < 200; n++)
      expect(errorOf(await invoke('settings', 'update', localTiles(21_000)))?.code).toBe('declined')
    expect(app.confirms).toHaveLength(1)
    // Another address is a new question.
    expect(
      errorOf(await invoke('connections', 'save', { name: 'Office', baseUrl: 'https://proxy.office.example' }))?.code
    ).toBe('declined')
    expect(app.confirms).toHaveLength(2)
  })
})

describe('the open dialog', () => {
  it('opens once while it is open, however often the renderer asks; the other requests pick no file', async () => {
    app = createTestApp()
    let opened = 0
    let choose: (path: string | null) => void = () => undefined
    app.platform.openFile = () => {
      opened++
      return new Promise((resolve) => (choose = resolve))
    }
    const first = invoke('transactions', 'pick')
    while (opened < 1) await new Promise((r) => setTimeout(r, 10))
    const others = await Promise.all(Array.from({ length: 100 }, () => invoke('transactions', 'pick')))
    expect(others).toEqual(Array(100).fill({ ok: true, value: null }))
    expect(opened).toBe(1)
    choose(null)
    expect(await first).toEqual({ ok: true, value: null })
    // Closed, it opens again.
    const again = invoke('transactions', 'pick')
    while (opened < 2) await new Promise((r) => setTimeout(r, 10))
    choose(null)
    await again
  })
})
