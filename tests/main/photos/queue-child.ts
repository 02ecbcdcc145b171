// The photo queue in a process of its own, for the crash tests: `enqueue` adds the given files while the
// service cannot be reached (a site visit without network), then the network comes back and the queue
// uploads; `resume` only opens the queue and waits. One JSON line per finished upload, then {"end":...}.
// `add` only adds the files (no service is ever reached), saying {"adding": i} before and {"added": i}
// after each, then waits: the test kills it at chosen moments while it adds. With KILL_AT it kills itself
// (SIGKILL) at one exact step of copying the first file into the spool: `open` (the partial file made,
// nothing written), `write` (half of it written), `sync` (written and flushed, not yet renamed), `rename`
// (renamed to its real name, the job not yet recorded).
import fsp from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

const [mode, dataDir, url, key, propertyId, ...files] = process.argv.slice(2)
const KILL_AT = process.env.KILL_AT

/** Wraps the fs/promises calls the queue copies with, so the process dies at the step KILL_AT names. */
function killAtStep(step: string) {
  const die = () => process.kill(process.pid, 'SIGKILL')
  const realOpen = fsp.open
  const realRename = fsp.rename
  fsp.open = (async (...args: Parameters<typeof fsp.open>) => {
    const handle = await realOpen(...args)
    if (!String(args[0]).endsWith('.part')) return handle
    if (step === 'open') die()
    const writeFile = handle.writeFile.bind(handle)
    const sync = handle.sync.bind(handle)
    handle.writeFile = (async (data: Uint8Array) => {
      if (step !== 'write') return writeFile(data)
      await handle.write(data.subarray(0, data.byteLength >> 1))
      await sync()
      die()
    }) as typeof handle.writeFile
    handle.sync = async () => {
      await sync()
      if (step === 'sync') die()
    }
    return handle
  }) as typeof fsp.open
  fsp.rename = async (from, to) => {
    await realRename(from, to)
    if (step === 'rename' && String(from).endsWith('.part')) die()
  }
  // The queue imports these by name: make its bindings the wrapped functions.
  syncBuiltinESMExports()
}

async function addOnly() {
  if (KILL_AT) killAtStep(KILL_AT)
  const { photosOver } = await import('./photos')
  const q = photosOver({ dataDir: dataDir!, url: () => 'http://127.0.0.1:9', key: key!, retryAfterMs: 600_000 })
  const bytes = files.map((file) => new Uint8Array(readFileSync(file)))
  for (const [i, b] of bytes.entries()) {
    console.log(JSON.stringify({ adding: i }))
    const job = await q.photos.add(propertyId!, { name: `foto-${i}.jpg`, bytes: b })
    console.log(JSON.stringify({ added: i, state: job.state }))
  }
  setInterval(() => undefined, 60_000)
}

async function upload() {
  const { photosOver } = await import('./photos')
  let target = mode === 'enqueue' ? 'http://127.0.0.1:9' : url!
  const q = photosOver({ dataDir: dataDir!, url: () => target, key: key!, concurrency: 2, retryAfterMs: 600_000 })
  let reported = 0
  const report = () => {
    const state = q.photos.state()
    while (reported < state.totals.done) console.log(JSON.stringify({ done: ++reported }))
    if (state.totals.pending === 0 && (mode === 'resume' || state.totals.files === files.length)) {
      console.log(JSON.stringify({ end: state.totals }))
      void q.close().then(() => process.exit(0))
    }
  }
  setInterval(report, 10)
  if (mode === 'enqueue') {
    for (const [i, file] of files.entries())
      await q.photos.add(propertyId!, { name: `foto-${i}.jpg`, bytes: new Uint8Array(readFileSync(file)) })
    target = url!
    q.photos.resume()
  }
}

await (mode === 'add' ? addOnly() : upload())
