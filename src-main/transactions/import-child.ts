// Entry of the import's child process: Electron's utilityProcess in the app (built by electron-vite next
// to the main entry, shell/import-process.ts), a forked Node process in tests (import-process.ts). It
// reads the one file main asks for and answers over the parent port (utilityProcess) or the IPC channel
// (fork); main ends it after the answer, after its time limit, or finds it gone past its memory limit.
import type { ImportAnswer, ImportRequest } from './import-messages'
import { readTable } from './read-table'

interface ParentPort {
  postMessage(message: ImportAnswer): void
  on(event: 'message', listener: (event: { data: unknown }) => void): void
}
const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort

const send = (answer: ImportAnswer) => (parentPort ? parentPort.postMessage(answer) : process.send?.(answer))
const isRequest = (m: unknown): m is ImportRequest => (m as ImportRequest | null)?.type === 'read'

let started = false
const onRequest = (message: unknown) => {
  if (started || !isRequest(message)) return
  started = true
  void readTable(message, send)
}
if (parentPort) parentPort.on('message', ({ data }) => onRequest(data))
else {
  process.on('message', onRequest)
  // Main went away: so does this process.
  process.on('disconnect', () => process.exit(0))
}
