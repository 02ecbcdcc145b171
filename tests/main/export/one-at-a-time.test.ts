// What the renderer can make main's printer and save dialog do: a page asking for many files at once
// gets one save dialog (the others answer as cancelled), and prints run one after another with only a
// few waiting, the rest refused, each named; after that, exports work as before.
import { afterEach, describe, expect, it } from 'vitest'
import type { PdfPage } from '@shared/export/pdf-page'
import { oneExportAtATime, PRINTS_WAITING } from '@main/export/one-at-a-time'
import type { PdfPlatform } from '@main/export/service'
import { ServiceError } from '@main/app-error'
import { APP_SENDER, createTestApp, type TestApp } from '../../helpers/platform'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

/** A printer and dialog that hold each request until the test lets it go, recording how many are open. */
function heldPlatform() {
  const held: Array<() => void> = []
  let open = 0
  let mostOpen = 0
  const hold = async <T>(value: T): Promise<T> => {
    open++
    mostOpen = Math.max(mostOpen, open)
    await new Promise<void>((resolve) => held.push(resolve))
    open--
    return value
  }
  const platform: PdfPlatform = {
    render: (route) => hold(new TextEncoder().encode(`%PDF ${route}`)),
    save: (fileName) => hold(`/saved/${fileName}`)
  }
  return {
    platform,
    held,
    mostOpen: () => mostOpen,
    /** Lets every request go, one at a time, including those that start meanwhile, until `until` settles. */
    drain: async <T>(until: Promise<T>): Promise<T> => {
      let settled = false
      void until.finally(() => (settled = true))
      while (!settled) {
        held.shift()?.()
        await new Promise((r) => setImmediate(r))
      }
      return until
    }
  }
}

let app: TestApp | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('exports as the renderer may ask for them', () => {
  it('opens one save dialog for twenty requests at once; the others answer as cancelled; the next opens again', async () => {
    app = createTestApp()
    const held = heldPlatform()
    app.platform.pdf = held.platform
    const answers = Array.from({ length: 20 }, (_, i) =>
      app!.router.invoke('exports', 'savePng', [`Karte ${i}`, PNG], APP_SENDER)
    )
    await new Promise((r) => setImmediate(r))
    expect(held.held).toHaveLength(1)
    const results = await held.drain(Promise.all(answers))
    expect(results.filter((r) => r.ok && (r.value as { path: string | null }).path !== null)).toHaveLength(1)
    expect(results.filter((r) => r.ok && (r.value as { path: string | null }).path === null)).toHaveLength(19)
    const next = app.router.invoke('exports', 'savePng', ['Karte', PNG], APP_SENDER)
    expect(await held.drain(next)).toMatchObject({ ok: true, value: { path: '/saved/Karte.png' } })
  })

  it('prints one document at a time, lets a few wait and refuses the rest as too many at once', async () => {
    const held = heldPlatform()
    const pdf = oneExportAtATime(held.platform)
    const page = {} as PdfPage
    const prints = Array.from({ length: 10 }, (_, i) =>
      pdf.render(`#/print/${i}`, page).then(
        (bytes) => new TextDecoder().decode(bytes),
        (err: unknown) => err
      )
    )
    const done = await held.drain(Promise.all(prints))
    expect(held.mostOpen()).toBe(1)
    const printed = done.filter((d) => typeof d === 'string')
    expect(printed).toEqual(Array.from({ length: PRINTS_WAITING + 1 }, (_, i) => `%PDF #/print/${i}`))
    const refused = done.filter((d) => d instanceof ServiceError) as ServiceError[]
    expect(refused).toHaveLength(10 - PRINTS_WAITING - 1)
    expect(refused[0]!.appError).toMatchObject({ code: 'cancelled', message: expect.stringMatching(/at once/) })
    // A print that fails does not stop the next.
    let fail = true
    const flaky = oneExportAtATime({
      render: async () => {
        if (fail) {
          fail = false
          throw new Error('window gone')
        }
        return new Uint8Array([1])
      },
      save: async () => null
    })
    const [first, second] = await Promise.allSettled([flaky.render('#a', page), flaky.render('#b', page)])
    expect(first.status).toBe('rejected')
    expect(second).toMatchObject({ status: 'fulfilled' })
  })
})
