import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '@shared/api'
import { tempDataDir, testMarketArgs } from '../../helpers/sandbox'

describe('npm run sandbox -- --json', () => {
  it('prints one JSON line with url and keys once it answers, serves them, and stops on SIGTERM', async () => {
    const dataDir = tempDataDir()
    // `node --import tsx` is what `npm run sandbox` (tsx) runs, in one process, so signals reach it directly
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-sandbox/cli.ts', '--port', '0', '--data', dataDir, '--json', ...testMarketArgs()], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      const lines = createInterface({ input: child.stdout })
      const first = await new Promise<string>((resolve, reject) => {
        lines.once('line', resolve)
        child.once('exit', () => reject(new Error(`exited before printing: ${stderr}`)))
      })
      const info = JSON.parse(first) as { url: string; keys: { full: string; basic: string } }
      expect(Object.keys(info).sort()).toEqual(['keys', 'url'])
      expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(Object.keys(info.keys).sort()).toEqual(['basic', 'full'])

      const ok = await fetch(`${info.url}${ENDPOINTS.propertyGroupsList.path}?api_key=${info.keys.full}`)
      expect(ok.status).toBe(200)
      const denied = await fetch(`${info.url}${ENDPOINTS.propertyGroupsList.path}?api_key=${info.keys.basic}`)
      expect(denied.status).toBe(403)

      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      await expect(fetch(info.url)).rejects.toThrow()
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('with --log writes request lines that never carry the api_key', async () => {
    const dataDir = tempDataDir()
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-sandbox/cli.ts', '--port', '0', '--data', dataDir, '--json', '--log', ...testMarketArgs()], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    try {
      const lines = createInterface({ input: child.stdout })
      const info = await new Promise<{ url: string; keys: { full: string } }>((resolve, reject) => {
        lines.on('line', (line) => {
          // The --json line is the one place the keys are printed, by design.
          if (line.startsWith('{"url"')) resolve(JSON.parse(line))
          else output += line + '\n'
        })
        child.once('exit', () => reject(new Error(`exited before printing: ${output}`)))
      })
      const logged = new Promise<void>((resolve) => lines.on('line', (line) => line.includes('property_groups') && resolve()))
      const res = await fetch(`${info.url}${ENDPOINTS.propertyGroupsList.path}?limit=1&api_key=${info.keys.full}`)
      expect(res.status).toBe(200)
      await logged
      expect(output).toContain('api_key=REDACTED')
      expect(output).not.toContain(info.keys.full)
    } finally {
      child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
