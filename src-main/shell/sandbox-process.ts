// The sandbox as an Electron utilityProcess: started when the sandbox connection is first used.
import { utilityProcess } from 'electron'
import { ServiceError } from '../app-error'
import type { MainToSandbox, SandboxToMain } from '@shared/sandbox/process-messages'
import { SANDBOX_EXEC_ARGV } from '@shared/sandbox/process-flags'
import { onceLauncher, type SandboxLauncher } from '../sandbox/launcher'

export function createUtilitySandboxLauncher(
  files: { sandboxEntry: string; geoResource: string },
  dataDir: string
): SandboxLauncher {
  return onceLauncher(
    (exited, progress) =>
      new Promise((resolve, reject) => {
        const child = utilityProcess.fork(files.sandboxEntry, [], {
          serviceName: 'Lagebild sandbox',
          execArgv: SANDBOX_EXEC_ARGV,
          stdio: 'inherit',
          env: { ...process.env, LAGEBILD_SANDBOX_DATA: dataDir, LAGEBILD_GEO_RESOURCE: files.geoResource }
        })
        let settled = false
        const fail = (message: string) => {
          if (settled) return
          settled = true
          reject(new ServiceError('offline', `The built-in sandbox did not start: ${message}`))
        }
        let stopping = false
        child.once('exit', (code) => {
          fail(`it exited with code ${code}`)
          if (!stopping) exited()
        })
        child.on('message', (msg: SandboxToMain) => {
          if (msg?.type === 'error') return fail(msg.message)
          if (msg?.type === 'progress') return progress({ phase: msg.phase, fraction: msg.fraction })
          if (msg?.type !== 'ready' || settled) return
          settled = true
          resolve({
            url: msg.url,
            key: msg.key,
            stop: () =>
              new Promise<void>((done) => {
                if (child.pid === undefined) return done()
                stopping = true
                child.once('exit', () => done())
                child.postMessage({ type: 'stop' } satisfies MainToSandbox)
              })
          })
        })
      })
  )
}
