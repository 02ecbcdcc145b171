// Child process of the crash test: saves clones of a report into the cache, one transaction each, and
// prints "ack <id>" after each commit, until it is killed. Args: <cache file> <template report JSON>.
import { readFileSync } from 'node:fs'
import { cloneReport, openStore } from './sample'

const [file, templateFile] = process.argv.slice(2)
const base = JSON.parse(readFileSync(templateFile!, 'utf8'))
const store = openStore(file!)
for (let n = 0; ; n++) {
  const { summary } = store.save(cloneReport(base, n))
  process.stdout.write(`ack ${summary.id}\n`)
}
