// The test preload: window.api built by the real buildApi from the real contract's manifest, bundled to one
// script for page.addInitScript. Calls go to the page binding __lagebild_invoke, answers come back as one
// JSON string (answerText); events arrive through
// window.__lagebild_emit, which the harness calls with page.evaluate.
import { build } from 'esbuild'
import { ROOT } from './build-renderer'

const ENTRY = `
import { contract } from './src-shared/bridge/contract'
import { bridgeManifest } from './src-shared/bridge/manifest'
import { buildApi } from './src-preload/build-api'
import { wireInvoke } from './src-preload/wire-invoke'

const listeners = new Map()
Object.defineProperty(window, '__lagebild_emit', {
  value: (channel, payload) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload)
  }
})
window.api = buildApi(
  bridgeManifest(contract),
  wireInvoke((channel, json, bytes) =>
    window.__lagebild_invoke(channel, json, bytes).then((text) =>
    JSON.parse(text, (_key, v) => (v !== null && typeof v === 'object' && typeof v.$u8 === 'string' ? Uint8Array.from(atob(v.$u8), (c) => c.charCodeAt(0)) : v))
    )
  ),
  (channel, listener) => {
    if (!listeners.has(channel)) listeners.set(channel, new Set())
    listeners.get(channel).add(listener)
    return () => listeners.get(channel).delete(listener)
  }
)
`

/** An answer as the one JSON string the preload parses; bytes (Uint8Array) travel as base64. */
export function answerText(answer: unknown): string {
  return JSON.stringify(answer, (_key, v: unknown) =>
    v instanceof Uint8Array ? { $u8: Buffer.from(v).toString('base64') } : v
  )
}

let cached: Promise<string> | null = null

export function testPreloadScript(): Promise<string> {
  cached ??= build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts', sourcefile: 'e2e-preload.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'warning'
  }).then((r) => r.outputFiles[0].text)
  return cached
}
