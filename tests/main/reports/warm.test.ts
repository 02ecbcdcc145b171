// reports.warm: while the first address is typed, main warms the built-in sandbox once per start; a
// connection of any other kind gets no request at all. A counting proxy in front of a real sandbox
// tells how many requests reached the service.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onceLauncher } from '@main/sandbox/launcher'
import { createTestApp } from '../../helpers/platform'
import { call, startReportSandbox, useKey, type ReportSandbox } from './helpers'

let sandbox: ReportSandbox
let proxy: Server
let proxyUrl = ''
let count = 0

beforeAll(async () => {
  sandbox = await startReportSandbox()
  const target = new URL(sandbox.url)
  proxy = createServer((req, res) => {
    count++
    const out = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    req.pipe(out)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`
}, 120_000)
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve))
  await sandbox?.close()
})

const appOverProxy = () =>
  createTestApp({
    sandbox: onceLauncher(async () => ({ url: proxyUrl, key: sandbox.keys.full, stop: async () => undefined }))
  })

describe('reports.warm', () => {
  it('asks the built-in sandbox for one report once per start, and nothing is saved', async () => {
    const app = appOverProxy()
    count = 0
    expect(await call<boolean>(app, 'reports', 'warm')).toBe(true)
    const first = count
    expect(first).toBeGreaterThan(0)
    expect(await call<boolean>(app, 'reports', 'warm')).toBe(true)
    expect(count).toBe(first)
    const library = await call<{ items: unknown[] }>(app, 'library', 'list', {})
    expect(library.items).toEqual([])
  })

  it('never asks a connection that is not the built-in sandbox', async () => {
    const app = appOverProxy()
    await useKey(app, { ...sandbox, url: proxyUrl }, 'Eigener Dienst', sandbox.keys.full)
    count = 0
    expect(await call<boolean>(app, 'reports', 'warm')).toBe(false)
    expect(count).toBe(0)
  })
})
