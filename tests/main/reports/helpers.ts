// Shared set-up of the report tests: a real sandbox whose keys file holds a full key, a basic key and
// a key not enabled for the v1 building block; the app's services over it; and sample reports cloned
// from a real one for the cache tests.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { inflateSync } from 'node:zlib'
import Database from 'libsql'
import type { Report } from '@shared/bridge/reports'
import { freshKeys, writeKeysFile } from '@sandbox/keys'
import { onceLauncher } from '@main/sandbox/launcher'
import { APP_SENDER, createTestApp, tempDir, type TestApp } from '../../helpers/platform'
import { startSandbox, tempDataDir, type StartedSandbox } from '../../helpers/sandbox'

export { APP_SENDER, tempDir }
export { cloneReport, openStore } from './sample'

export interface ReportSandbox extends StartedSandbox {
  /** Enabled for the v2 locations only: v1 block answers 403. */
  noBlockKey: string
}

export async function startReportSandbox(): Promise<ReportSandbox> {
  const dataDir = tempDataDir()
  const keys = freshKeys()
  const noBlockKey = `sbx_noblock_${Math.random().toString(36).slice(2, 14)}`
  keys.keys.push({
    key: noBlockKey,
    name: 'no block',
    entitlements: [],
    dailyQuota: null,
    endpoints: ['locationsAddresses', 'locationsRegions']
  })
  writeKeysFile(dataDir, keys)
  const sandbox = await startSandbox({ dataDir })
  return {
    ...sandbox,
    noBlockKey,
    close: async () => {
      await sandbox.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/** The app over `sandbox`: the built-in Sandbox connection uses the full key. */
export function appOver(sandbox: StartedSandbox, opts: { dataDir?: string } = {}): TestApp {
  return createTestApp({
    sandbox: onceLauncher(async () => ({ url: sandbox.url, key: sandbox.keys.full, stop: async () => undefined })),
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {})
  })
}

/** Adds a custom connection to the sandbox with `key` and makes it the active one. */
export async function useKey(app: TestApp, sandbox: StartedSandbox, name: string, key: string): Promise<string> {
  const c = await app.services.connections.save({ name, baseUrl: sandbox.url })
  await app.services.connections.setKey(c.id, key)
  await app.services.connections.setActive(c.id)
  return c.id
}

/** Calls through the ipc router like the renderer does; throws on an error Result. */
/** The comparables search and the market query around Marienplatz that the stored-data tests keep. */
export const MARIENPLATZ_COMPARABLES = {
  subject: { address: 'Marienplatz 1, 80331 München', livingArea: 70 },
  request: {
    filters: {
      location: { circle: { center: { coordinates: { latitude: 48.1374, longitude: 11.5755 } }, radius: 3000 } },
      dealType: 'rent'
    }
  }
}
export const MARIENPLATZ_MARKET = { address: 'Marienplatz 1, 80331 München', type_of_demand: 'rent', radius: 2000 }

export async function call<T = unknown>(app: TestApp, domain: string, name: string, ...args: unknown[]): Promise<T> {
  const r = await app.router.invoke(domain, name, args, APP_SENDER)
  if (!r.ok)
    throw Object.assign(new Error(`${domain}.${name}: ${r.error.code} ${r.error.message}`), { appError: r.error })
  return r.value as T
}

export async function callError(app: TestApp, domain: string, name: string, ...args: unknown[]) {
  const r = await app.router.invoke(domain, name, args, APP_SENDER)
  if (r.ok) throw new Error(`${domain}.${name} succeeded, expected an error`)
  return r.error
}

/** A real report (full key) to clone for cache tests. */
export const fetchSampleReport = (): Promise<Report> => withSampleApp(sampleReportOf)

/** The Marienplatz report as `app` fetches it. */
export async function sampleReportOf(app: TestApp): Promise<Report> {
  const out = await call<{ kind: string; report: Report }>(
    app,
    'reports',
    'fetch',
    { text: 'Marienplatz 1, 80331 München' },
    'sample'
  )
  if (out.kind !== 'report') throw new Error('sample report: offline')
  return out.report
}

/** Starts a sandbox and an app over it, runs `use`, and closes both. */
export async function withSampleApp<T>(use: (app: TestApp) => Promise<T>): Promise<T> {
  const sandbox = await startReportSandbox()
  const app = appOver(sandbox)
  try {
    return await use(app)
  } finally {
    await app.close()
    await sandbox.close()
  }
}

/**
 * Everything the report cache holds, as bytes to search: the file and its WAL as they lie on disk, and
 * every stored report inflated (the blobs are deflated, so a key inside them never shows in the raw bytes).
 */
export function cacheContents(file: string): Buffer {
  const raw = [file, `${file}-wal`].filter(existsSync).map((f) => readFileSync(f))
  const db = new Database(file)
  try {
    const rows = db.prepare('SELECT body FROM reports').all() as Array<{ body: Uint8Array }>
    if (rows.length === 0) throw new Error(`no stored reports in ${file}`)
    return Buffer.concat([...raw, ...rows.map((r) => inflateSync(r.body))])
  } finally {
    db.close()
  }
}
