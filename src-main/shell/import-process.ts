// The child process an imported file is read in, as an Electron utilityProcess (its entry built by
// electron-vite as out/main/transactions-import.js), with the old-space limit of IMPORT_EXEC_ARGV.
import { utilityProcess } from 'electron'
import type { ImportAnswer } from '../transactions/import-messages'
import { IMPORT_EXEC_ARGV, type ImportProcessLauncher } from '../transactions/import-process'

export function utilityImportProcess(entry: string): ImportProcessLauncher {
  return () => {
    const child = utilityProcess.fork(entry, [], {
      serviceName: 'Lagebild file import',
      execArgv: IMPORT_EXEC_ARGV,
      stdio: 'ignore'
    })
    return {
      send: (request) => child.postMessage(request),
      onMessage: (listener) => void child.on('message', (m: ImportAnswer) => listener(m)),
      onExit: (listener) => void child.once('exit', () => listener()),
      kill: () => void child.kill()
    }
  }
}
