// The photo queue in a process of its own, for the crash test: `enqueue` adds the given files while the
// service cannot be reached (a site visit without network), then the network comes back and the queue
// uploads; `resume` only opens the queue and waits. One JSON line per finished upload, then {"end":...}.
import { readFileSync } from 'node:fs'
import { photosOver } from './photos'

const [mode, dataDir, url, key, propertyId, ...files] = process.argv.slice(2)
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
  for (const [i, file] of files.entries()) await q.photos.add(propertyId!, { name: `foto-${i}.jpg`, bytes: new Uint8Array(readFileSync(file)) })
  target = url!
  q.photos.resume()
}
