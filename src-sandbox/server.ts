// createSandbox: builds the context and the app, listens, and reports its URL and keys.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { closeContext, createContext, type ContextOptions, type SandboxContext } from './context'

/** Context options (dataDir, offers, ... as context.ts defines them) plus how to listen. */
export interface SandboxOptions extends ContextOptions {
  /** Default 127.0.0.1. */
  host?: string
  /** Default 0 (a free port). */
  port?: number
  /** true: HTTP/2 over TLS (HTTP/1.1 fallback) with a self-signed certificate kept in the data folder. */
  tls?: boolean | { cert: string; key: string }
  /** Request log lines to stdout, or to the given stream. */
  log?: boolean | NodeJS.WritableStream
}

export interface Sandbox {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:41234 */
  url: string
  keys: { full: string; basic: string }
  dataDir: string
  /** PEM of the certificate when serving TLS (to trust it in clients). */
  cert?: string
  app: FastifyInstance
  ctx: SandboxContext
  close(): Promise<void>
  /** Resolves with the offers held when the market's idle warm-up is done (at once for a small market). */
  warmed: Promise<number>
}

/** The self-signed certificate of <dataDir>/tls-{cert,key}.pem, generated on first use. */
export async function selfSignedCertificate(dataDir: string): Promise<{ cert: string; key: string }> {
  const certFile = join(dataDir, 'tls-cert.pem')
  const keyFile = join(dataDir, 'tls-key.pem')
  if (existsSync(certFile) && existsSync(keyFile))
    return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') }
  const { generate } = await import('selfsigned')
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' }
        ]
      }
    ]
  })
  writeFileSync(keyFile, pems.private, { mode: 0o600 })
  writeFileSync(certFile, pems.cert)
  return { cert: pems.cert, key: pems.private }
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

export async function createSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const { host = '127.0.0.1', port = 0, tls: tlsOption, log, ...contextOptions } = opts
  const ctx = await createContext(contextOptions)
  let tls: { cert: string; key: string } | undefined
  let app: FastifyInstance
  try {
    if (tlsOption === true) tls = await selfSignedCertificate(opts.dataDir)
    else if (tlsOption) tls = tlsOption
    app = await buildApp(ctx, { log, tls })
    await app.listen({ host, port })
  } catch (err) {
    await closeContext(ctx)
    throw err
  }
  const address = app.server.address() as AddressInfo
  const url = `${tls ? 'https' : 'http'}://${urlHost(host)}:${address.port}`
  ctx.publicBaseUrl = url
  // Pieces of the densest areas are generated while idle, after the sandbox answers; then the pieces
  // around each circle search.
  const warmed = ctx.market.warmUp()
  void warmed.then(() => ctx.market.startPrefetching())
  let closing: Promise<void> | null = null
  return {
    url,
    keys: { full: ctx.keys.full.key, basic: ctx.keys.basic.key },
    dataDir: opts.dataDir,
    cert: tls?.cert,
    app,
    ctx,
    warmed,
    close: () => (closing ??= (ctx.market.stopWarmUp(), app.close().then(() => closeContext(ctx))))
  }
}
