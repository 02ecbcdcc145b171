// The sandbox process runs with a bounded V8 heap (SANDBOX_EXEC_ARGV; why: src-shared/sandbox/process-flags.ts)
// wherever it is started: the app's utility process, `npm run sandbox` and the benches. No Electron binary
// runs on this machine, so `utilityProcess.fork` is a stand-in that records its options and answers
// 'ready'; the shell's launcher code runs unchanged.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { SANDBOX_EXEC_ARGV } from '@shared/sandbox/process-flags'
import { ROOT } from '../../helpers/root'

const forks = vi.hoisted(() => [] as Array<{ path: string; options: Record<string, unknown> }>)
vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events')
  return {
    utilityProcess: {
      fork: (path: string, _args: string[], options: Record<string, unknown>) => {
        forks.push({ path, options })
        const child = Object.assign(new EventEmitter(), { pid: 1, postMessage: () => undefined })
        setImmediate(() => child.emit('message', { type: 'ready', url: 'http://127.0.0.1:1', key: 'k' }))
        return child
      }
    }
  }
})

describe('the sandbox process flags', () => {
  it("start the app's sandbox utility process", async () => {
    const { createUtilitySandboxLauncher } = await import('@main/shell/sandbox-process')
    const launcher = createUtilitySandboxLauncher(
      { sandboxEntry: '/app/sandbox.js', geoResource: '/app/geo.bin' },
      '/tmp/lagebild-data'
    )
    await launcher.start()
    expect(forks).toHaveLength(1)
    expect(forks[0].options.execArgv).toEqual(SANDBOX_EXEC_ARGV)
  })

  it('start `npm run sandbox`, and Node takes them: the heap limit is that size', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    expect(pkg.scripts.sandbox).toBe(`tsx ${SANDBOX_EXEC_ARGV.join(' ')} src-sandbox/cli.ts`)
    const limitMb = Number(
      execFileSync(process.execPath, [
        ...SANDBOX_EXEC_ARGV,
        '-e',
        'process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit / 1048576))'
      ]).toString()
    )
    const configured = Number(/--max-old-space-size=(\d+)/.exec(SANDBOX_EXEC_ARGV.join(' '))![1])
    expect(limitMb).toBeGreaterThanOrEqual(configured)
    expect(limitMb).toBeLessThan(configured + 128)
  })
})
