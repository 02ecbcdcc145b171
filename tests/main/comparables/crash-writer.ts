// Child process of the crash test: saves clones of a comparable set, one transaction each, and prints
// "ack <id>" after each commit, until it is killed. Args: <sets file> <template set JSON>.
import { readFileSync } from 'node:fs'
import { openComparableSetStore } from '@main/comparables/store'

const [file, templateFile] = process.argv.slice(2)
const base = JSON.parse(readFileSync(templateFile!, 'utf8'))
const store = openComparableSetStore(file!)
for (let n = 0; ; n++) {
  const summary = store.put({ ...base, id: `s${String(n).padStart(6, '0')}`, label: `Set ${n}` })
  process.stdout.write(`ack ${summary.id}\n`)
}
