// A service that echoes the key back (meta.url with api_key, the key inside a text) must not get it
// into the cache: a proxy in front of the real sandbox adds both, and the cache file is searched.
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { FetchOutcome } from '@shared/bridge/reports'
import type { TestApp } from '../../helpers/platform'
import { appOver, cacheContents, call, startReportSandbox, useKey, type ReportSandbox } from './helpers'

let sandbox: ReportSandbox
let proxy: Server
let proxyUrl = ''
let app: TestApp

beforeAll(async () => {
  sandbox = await startReportSandbox()
  proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const upstream = await fetch(new URL(req.url ?? '/', sandbox.url), {
      method: req.method ?? 'GET',
      headers: { 'content-type': String(req.headers['content-type'] ?? 'application/json') },
      ...(chunks.length ? { body: Buffer.concat(chunks) } : {})
    })
    const text = await upstream.text()
    if (upstream.status !== 200) return res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(text)
    const body = JSON.parse(text)
    const key = new URL(req.url ?? '/', 'http://x').searchParams.get('api_key')
    body.meta = { ...body.meta, url: new URL(req.url ?? '/', sandbox.url).href }
    body.echo = `requested with ${key} at ${body.meta.url}`
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`
  app = appOver(sandbox)
}, 60_000)
afterAll(async () => {
  await app?.close()
  await new Promise<void>((r) => proxy.close(() => r()))
  await sandbox?.close()
})

it('stores no API key even when the service echoes it in meta.url and in texts', async () => {
  const key = sandbox.keys.full
  await useKey(app, { ...sandbox, url: proxyUrl }, 'Echoing service', key)
  const out = await call<FetchOutcome>(app, 'reports', 'fetch', { text: 'Marienplatz 1, 80331 München' }, 'echo-1')
  expect(out.kind).toBe('report')
  if (out.kind !== 'report') return
  const meta = out.report.parts.addresses.data!.meta
  expect(meta.url).toMatch(/api_key=REDACTED/)
  expect(JSON.stringify(out.report)).not.toContain(key)
  expect(JSON.stringify(out.report)).toContain('requested with REDACTED')

  const bytes = cacheContents(app.services.reports.files.reports)
  expect(bytes.length).toBeGreaterThan(10_000)
  expect(bytes.includes(Buffer.from('requested with REDACTED')), 'report bodies inflated').toBe(true)
  expect(bytes.includes(Buffer.from(key))).toBe(false)
  expect(bytes.includes(Buffer.from(encodeURIComponent(key)))).toBe(false)
})
