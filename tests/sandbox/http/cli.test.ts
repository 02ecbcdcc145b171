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
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src-sandbox/cli.ts', '--port', '0', '--data', dataDir, '--json', ...testMarketArgs()],
      {
        cwd: process.cwd(),
        stdio: ['ignore', 'pipe', 'pipe']
      }
    )
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

  it('with --json --log prints the JSON line first and only on stdout, and log lines on stderr that never carry the api_key', async () => {
    const dataDir = tempDataDir()
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src-sandbox/cli.ts',
        '--port',
        '0',
        '--data',
        dataDir,
        '--json',
        '--log',
        ...testMarketArgs()
      ],
      {
        cwd: process.cwd(),
        stdio: ['ignore', 'pipe', 'pipe']
      }
    )
    const stdoutLines: string[] = []
    let log = ''
    try {
      const out = createInterface({ input: child.stdout })
      const err = createInterface({ input: child.stderr })
      const info = await new Promise<{ url: string; keys: { full: string } }>((resolve, reject) => {
        out.on('line', (line) => {
          stdoutLines.push(line)
          if (stdoutLines.length === 1) resolve(JSON.parse(line))
        })
        child.once('exit', () => reject(new Error(`exited before printing: ${log}`)))
      })
      const key = info.keys.full
      // Spellings that authenticate (api%5Fkey) or are refused (api_key[], api_key%3D) are all logged redacted.
      const paths = [
        `${ENDPOINTS.propertyGroupsList.path}?limit=1&api_key=${key}`,
        `${ENDPOINTS.propertyGroupsList.path}?limit=2&api%5Fkey=${key}`,
        `${ENDPOINTS.propertyGroupsList.path}?limit=3&api%5fkey=${key}`,
        `${ENDPOINTS.propertyGroupsList.path}?limit=4&api_key[]=${key}`,
        `${ENDPOINTS.propertyGroupsList.path}?limit=5&api_key%3D${key}`,
        `/api/v2/property_groups/%?api_key=${key}`
      ]
      let seen = 0
      const logged = new Promise<void>((resolve) =>
        err.on('line', (line) => {
          log += line + '\n'
          if (line.includes('"url"') && line.includes('"req"') && ++seen >= paths.length) resolve()
        })
      )
      const answers: Array<[number, string]> = []
      for (const p of paths) {
        const res = await fetch(`${info.url}${p}`)
        answers.push([res.status, await res.text()])
      }
      expect(answers[0]![0]).toBe(200)
      expect(answers[1]![0], 'the sandbox decodes api%5Fkey as api_key').toBe(200)
      // The malformed URL's 400 does not echo the key.
      expect(answers[5]![0]).toBe(400)
      for (const [, body] of answers) expect(body).not.toContain(key)
      await logged
      expect(log).toContain('REDACTED')
      expect(log).not.toContain(key)
      expect(log).not.toContain(encodeURIComponent(key))
      expect(stdoutLines).toHaveLength(1)
    } finally {
      child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('npm run sandbox on a first start', () => {
  it('reports building the market on stderr phase by phase before it prints its JSON line', async () => {
    const dataDir = tempDataDir()
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src-sandbox/cli.ts',
        '--port',
        '0',
        '--data',
        dataDir,
        '--json',
        '--offers',
        '2000',
        '--market-as-of',
        '2025-06-30'
      ],
      {
        cwd: process.cwd(),
        stdio: ['ignore', 'pipe', 'pipe']
      }
    )
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      const lines = createInterface({ input: child.stdout })
      await new Promise<string>((resolve, reject) => {
        lines.once('line', resolve)
        child.once('exit', () => reject(new Error(`exited before printing: ${stderr}`)))
      })
      const progress = stderr.split('\n').filter((l) => l.startsWith('building the market:'))
      expect(progress[0]).toBe('building the market: generate 0 %')
      expect(progress).toContain('building the market: generate 50 %')
      expect(progress).toContain('building the market: index 100 %')
      expect(progress.at(-1)).toBe('building the market: snapshot 100 %')
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
