// `npm run sandbox -- [--port N] [--data DIR] [--offers N] [--json] [--tls | --cert FILE --key FILE] [--log]`: starts the sandbox and prints
// its base URL and keys (with --json exactly one line {"url", "keys": {"full", "basic"}} on stdout, and
// the --log lines on stderr, so the JSON line is the first and only line on stdout).
import { readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createSandbox, type Sandbox } from './server'
import type { BuildProgress } from './market'

/** Per-user data folder: XDG data home on Linux, Application Support on macOS, LOCALAPPDATA on Windows. */
export function defaultDataDir(): string {
  const name = 'lagebild-sandbox'
  if (process.platform === 'win32') return join(process.env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), name)
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', name)
  return join(process.env.XDG_DATA_HOME || join(homedir(), '.local', 'share'), name)
}

function usage(): never {
  process.stderr.write(
    'usage: npm run sandbox -- [--port N] [--host H] [--data DIR] [--offers N] [--market-cache DIR] [--market-as-of YYYY-MM-DD] [--json] [--tls [--cert FILE --key FILE]] [--log]\n'
  )
  process.exit(2)
}

async function main(): Promise<void> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '0' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        offers: { type: 'string' },
        'market-cache': { type: 'string' },
        'market-as-of': { type: 'string' },
        json: { type: 'boolean', default: false },
        tls: { type: 'boolean', default: false },
        cert: { type: 'string' },
        key: { type: 'string' },
        log: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false }
      }
    }))
  } catch {
    usage()
  }
  if (values.help) usage()
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage()
  const dataDir = values.data ?? defaultDataDir()
  // Size of the synthetic market (default: the calibrated density, about 17 million offers, MODEL.md); a snapshot per size is kept.
  const offers = values.offers === undefined ? undefined : Number(values.offers)
  if (offers !== undefined && (!Number.isInteger(offers) || offers < 1)) usage()
  const marketAsOf = values['market-as-of']
  if (marketAsOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(marketAsOf)) usage()

  // --cert/--key serve a given certificate (PEM files); --tls alone generates a self-signed one.
  if ((values.cert === undefined) !== (values.key === undefined)) usage()
  let tls: boolean | { cert: string; key: string } = values.tls
  if (values.cert !== undefined && values.key !== undefined) {
    try {
      tls = { cert: readFileSync(values.cert, 'utf8'), key: readFileSync(values.key, 'utf8') }
    } catch (err) {
      process.stderr.write(`cannot read the certificate or key: ${err instanceof Error ? err.message : String(err)}\n`)
      process.exit(1)
    }
  }

  let sandbox: Sandbox
  try {
    // A first start builds the market: report each phase in tenths on stderr (stdout stays the --json line).
    let shown = ''
    const onMarketProgress = ({ phase, fraction }: BuildProgress) => {
      const line = `building the market: ${phase} ${Math.floor(fraction * 10) * 10} %`
      if (line !== shown) process.stderr.write(`${(shown = line)}\n`)
    }
    sandbox = await createSandbox({
      dataDir,
      host: values.host,
      port,
      tls,
      log: values.log && values.json ? process.stderr : values.log,
      offers,
      marketAsOf,
      marketCacheDir: values['market-cache'],
      onMarketProgress
    })
  } catch (err) {
    process.stderr.write(`sandbox failed to start: ${err instanceof Error ? err.message : String(err)}\n`)
    process.exit(1)
  }

  // Before the ready line: a script that stops the sandbox as soon as it reads the line must find the
  // handlers in place (without them the OS default kills the process uncleanly).
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130)
    stopping = true
    if (!values.json) process.stderr.write(`${signal}: stopping\n`)
    sandbox.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`error while stopping: ${String(err)}\n`)
        process.exit(1)
      }
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  if (values.json) {
    process.stdout.write(JSON.stringify({ url: sandbox.url, keys: sandbox.keys }) + '\n')
  } else {
    process.stdout.write(
      [
        `Lagebild sandbox listening on ${sandbox.url}${tls === true ? ' (HTTP/2 over TLS, self-signed certificate)' : tls ? ' (HTTP/2 over TLS, given certificate)' : ''}`,
        `data folder: ${dataDir}`,
        `full key (all endpoints):        ${sandbox.keys.full}`,
        `basic key (no restricted ones):  ${sandbox.keys.basic}`,
        `OpenAPI: ${sandbox.url}/api/openapi.json`,
        'Ctrl+C stops it.',
        ''
      ].join('\n')
    )
  }
  const t0 = performance.now()
  void sandbox.warmed.then((offers) =>
    process.stderr.write(`market warmed: ${offers} offers held after ${Math.round(performance.now() - t0)} ms\n`)
  )
}

void main()
