// Entry of the sandbox's Electron utility process (built by electron-vite next to the main entry). Starts the
// sandbox on a free loopback port and tells the parent its URL and full key over the parent port, after
// progress messages while a first start builds the market.
import type { MainToSandbox, SandboxToMain } from '@shared/sandbox/process-messages'
import { createSandbox } from './server'

interface ParentPort {
  postMessage(message: SandboxToMain): void
  on(event: 'message', listener: (event: { data: unknown }) => void): void
}
const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort

async function main() {
  const dataDir = process.env.LAGEBILD_SANDBOX_DATA
  if (!dataDir) throw new Error('LAGEBILD_SANDBOX_DATA is not set')
  // LAGEBILD_SANDBOX_OFFERS sets a smaller market (tests of the built bundle); the default is the full one.
  const offers = process.env.LAGEBILD_SANDBOX_OFFERS ? Number(process.env.LAGEBILD_SANDBOX_OFFERS) : undefined
  // The packaged app keeps the geography in its resources folder; main passes where (app-paths.ts).
  const geoResourcePath = process.env.LAGEBILD_GEO_RESOURCE || undefined
  // A first start builds the market (tens of seconds): { type: 'progress', phase, fraction } messages until ready.
  const sandbox = await createSandbox({
    dataDir,
    port: 0,
    offers,
    ...(geoResourcePath ? { geoResourcePath } : {}),
    onMarketProgress: ({ phase, fraction }) => parentPort?.postMessage({ type: 'progress', phase, fraction })
  })
  const stop = async () => {
    await sandbox.close()
    process.exit(0)
  }
  parentPort?.on('message', ({ data }) => {
    if ((data as MainToSandbox | null)?.type === 'stop') void stop()
  })
  process.on('SIGTERM', () => void stop())
  parentPort?.postMessage({ type: 'ready', url: sandbox.url, key: sandbox.keys.full })
}

main().catch((err: unknown) => {
  parentPort?.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) })
  process.exit(1)
})
