import { spawn } from 'node:child_process'
import { connect } from 'node:http2'
import { createInterface } from 'node:readline'
import { request } from 'node:https'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_VERSIONS, ENDPOINTS } from '@shared/api'
import { selfSignedCertificate } from '@sandbox/server'
import { startSandbox, tempDataDir, testMarketArgs, type StartedSandbox } from '../../helpers/sandbox'

interface Answer {
  status: number
  headers: Record<string, unknown>
  body: string
  protocol: string
}

function http2Get(base: string, path: string, ca: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(base, { ca })
    session.on('error', reject)
    const req = session.request({ ':method': 'GET', ':path': path })
    let headers: Record<string, unknown> = {}
    let body = ''
    req.on('response', (h) => (headers = h))
    req.setEncoding('utf8')
    req.on('data', (d: string) => (body += d))
    req.on('end', () => {
      session.close()
      resolve({ status: Number(headers[':status']), headers, body, protocol: session.alpnProtocol ?? '' })
    })
    req.on('error', reject)
    req.end()
  })
}

function http1Get(url: string, ca: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // node:https offers no ALPN, so the server must fall back to HTTP/1.1
    const req = request(url, { ca }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d: string) => (body += d))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, protocol: `HTTP/${res.httpVersion}` })
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('--tls', () => {
  let sb: StartedSandbox
  beforeAll(async () => {
    sb = await startSandbox({ tls: true })
  })
  afterAll(() => sb.close())

  it('serves HTTPS with a self-signed certificate kept in the data folder', () => {
    expect(sb.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    expect(sb.cert).toContain('BEGIN CERTIFICATE')
    expect(existsSync(join(sb.dataDir, 'tls-cert.pem'))).toBe(true)
  })

  it('answers over HTTP/2, with the usual headers and meta', async () => {
    const res = await http2Get(sb.url, `${ENDPOINTS.propertyGroupsList.path}?api_key=${sb.keys.full}`, sb.cert!)
    expect(res.protocol).toBe('h2')
    expect(res.status).toBe(200)
    expect(res.headers['x-request-id']).toBeTruthy()
    expect(res.headers['x-ratelimit-limit']).toBeTruthy()
    expect(JSON.parse(res.body).meta).toEqual({ url: null, version: API_VERSIONS.v2 })

    const denied = await http2Get(sb.url, ENDPOINTS.propertyGroupsList.path, sb.cert!)
    expect(denied.status).toBe(401)
  })

  it('falls back to HTTP/1.1 for clients without HTTP/2', async () => {
    const res = await http1Get(`${sb.url}${ENDPOINTS.propertyGroupsList.path}?api_key=${sb.keys.full}`, sb.cert!)
    expect(res.protocol).toBe('HTTP/1.1')
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body).items).toEqual([])
  })

  it('serves a given certificate instead of its own: passed in, or placed in the data folder', async () => {
    const elsewhere = tempDataDir()
    try {
      const given = await selfSignedCertificate(elsewhere)
      expect(given.cert).not.toBe(sb.cert)
      const other = await startSandbox({ tls: given, port: 0 })
      try {
        expect(other.cert).toBe(given.cert)
        // Trusting only the given certificate, the TLS handshake succeeds: it is the one served.
        const res = await http2Get(
          other.url,
          `${ENDPOINTS.propertyGroupsList.path}?api_key=${other.keys.full}`,
          given.cert
        )
        expect(res.protocol).toBe('h2')
        expect(res.status).toBe(200)
        await expect(http2Get(other.url, ENDPOINTS.propertyGroupsList.path, sb.cert!)).rejects.toThrow()
      } finally {
        await other.close()
      }
      // --tls with a pair already in the data folder (how the README says to give one on the command line).
      const fromFolder = await startSandbox({ tls: true, dataDir: elsewhere, port: 0 })
      try {
        expect(fromFolder.cert).toBe(given.cert)
        expect(
          (
            await http2Get(
              fromFolder.url,
              `${ENDPOINTS.propertyGroupsList.path}?api_key=${fromFolder.keys.full}`,
              given.cert
            )
          ).status
        ).toBe(200)
      } finally {
        await fromFolder.close()
      }
    } finally {
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })

  it('reuses the stored certificate on restart', async () => {
    const again = await startSandbox({ tls: true, dataDir: sb.dataDir, port: 0 })
    try {
      expect(again.cert).toBe(sb.cert)
    } finally {
      await again.close()
    }
  })

  it('serves a certificate given on the command line with --cert and --key', async () => {
    const elsewhere = tempDataDir()
    const dataDir = tempDataDir()
    const given = await selfSignedCertificate(elsewhere)
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src-sandbox/cli.ts',
        '--port',
        '0',
        '--data',
        dataDir,
        '--json',
        '--cert',
        join(elsewhere, 'tls-cert.pem'),
        '--key',
        join(elsewhere, 'tls-key.pem'),
        ...testMarketArgs()
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] }
    )
    let stderr = ''
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).once('line', resolve)
        child.once('exit', () => reject(new Error(`exited: ${stderr}`)))
      })
      const info = JSON.parse(line) as { url: string; keys: { full: string } }
      expect(info.url).toMatch(/^https:/)
      const res = await http2Get(info.url, `${ENDPOINTS.propertyGroupsList.path}?api_key=${info.keys.full}`, given.cert)
      expect(res.protocol).toBe('h2')
      expect(res.status).toBe(200)
      // Its own certificate was not generated: the given one is served.
      expect(existsSync(join(dataDir, 'tls-cert.pem'))).toBe(false)
    } finally {
      child.kill('SIGKILL')
      rmSync(elsewhere, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
