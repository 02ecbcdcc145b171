// The app as electron-builder packages it (`electron-builder --dir`), with a stand-in for the Electron
// runtime that carries Electron's fuse sentinel and wire, so electron-builder's own steps run on it:
// copying the runtime, collecting the production node_modules, writing app.asar, unpacking the native
// modules, flipping the fuses. The stand-in cannot start the app (the Electron suite does that where
// Electron runs); this checks what the installers carry.
import { execFile } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const asar = require('@electron/asar') as {
  getRawHeader(archive: string): { header: AsarNode }
  extractAll(archive: string, dest: string): void
}
const { FuseV1Options, getCurrentFuseWire } = require('@electron/fuses') as {
  FuseV1Options: Record<string, number>
  getCurrentFuseWire(path: string): Promise<Record<string, number | string>>
}
interface AsarNode {
  files?: Record<string, AsarNode>
  size?: number
  unpacked?: boolean
}

const config = JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8')) as {
  electronFuses: Record<string, boolean>
}
const electronVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8'))
  .version as string
const MAX_ASAR_BYTES = 25 * 1024 * 1024
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
// Electron 45's own fuse wire (version 1, eight fuses) before electron-builder flips it: '1' on, '0' off.
const ELECTRON_DEFAULT_WIRE = '10110001'
/** Packages Vite bundles into the renderer: none of them may ship as a module of its own. */
const RENDERER_ONLY = [
  'vue',
  '@vue/',
  'pinia',
  'vue-i18n',
  '@intlify/',
  'leaflet',
  'chart.js',
  'chartjs-adapter-date-fns',
  'date-fns',
  '@fontsource/',
  '@babel/',
  '@kurkle/'
]

const temp = mkdtempSync(join(tmpdir(), 'lagebild-packaged-'))
const appOut = join(temp, 'linux-unpacked')
const archive = join(appOut, 'resources/app.asar')
const extracted = join(temp, 'extracted')
let files: Array<{ path: string; size: number }> = []

beforeAll(async () => {
  const dist = join(temp, 'electron-dist')
  mkdirSync(dist)
  writeFileSync(
    join(dist, 'electron'),
    Buffer.concat([
      Buffer.from('#!/bin/sh\nexit 3\n# '),
      Buffer.from(SENTINEL),
      Buffer.from([1, ELECTRON_DEFAULT_WIRE.length]),
      Buffer.from(`${ELECTRON_DEFAULT_WIRE}\n`)
    ])
  )
  chmodSync(join(dist, 'electron'), 0o755)
  writeFileSync(join(dist, 'version'), electronVersion)
  await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'node_modules/electron-builder/cli.js'),
      '--dir',
      '--linux',
      '--x64',
      '--config',
      'electron-builder.json',
      `-c.electronDist=${dist}`,
      `-c.electronVersion=${electronVersion}`,
      `-c.directories.output=${temp}`,
      '--publish',
      'never'
    ],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' } }
  )
  const walk = (node: AsarNode, path: string): void => {
    if (node.files) for (const [name, child] of Object.entries(node.files)) walk(child, `${path}/${name}`)
    else if (!node.unpacked) files.push({ path: path.slice(1), size: node.size ?? 0 })
  }
  files = []
  walk(asar.getRawHeader(archive).header, '')
  asar.extractAll(archive, extracted)
  // The unpacked natives sit beside the archive; the app reads them through it.
  cpSync(join(appOut, 'resources/app.asar.unpacked'), extracted, { recursive: true })
}, 300_000)
afterAll(() => rmSync(temp, { recursive: true, force: true }))

const packageOf = (path: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1]

describe('the packaged app', () => {
  it('app.asar holds only what main, the preload and the sandbox load, and weighs at most 25 MB', () => {
    const bytes = statSync(archive).size
    const count = files.length
    const shipped = new Set(files.map((f) => packageOf(f.path)).filter(Boolean) as string[])
    const heaviest = [...shipped]
      .map((name) => [name, files.filter((f) => packageOf(f.path) === name).reduce((n, f) => n + f.size, 0)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, size]) => `${name} ${(size / 1e6).toFixed(1)}`)
    console.log(
      `packaged app.asar: ${(bytes / 1024 / 1024).toFixed(1)} MB (limit 25 MB), ${count} files, ${shipped.size} packages; heaviest (MB): ${heaviest.join(', ')}`
    )
    expect(bytes).toBeLessThanOrEqual(MAX_ASAR_BYTES)
    const rendererOnly = [...shipped].filter((name) =>
      RENDERER_ONLY.some((p) => (p.endsWith('/') ? name.startsWith(p) : name === p))
    )
    expect(rendererOnly).toEqual([])
    // Only the build's own output: no test build, no source maps, no sources.
    const own = files.map((f) => f.path).filter((p) => !p.startsWith('node_modules/'))
    expect(own.filter((p) => !/^(out\/(main|preload|renderer)\/|package\.json$)/.test(p))).toEqual([])
    expect(own.filter((p) => p.endsWith('.map'))).toEqual([])
    for (const entry of [
      'out/main/index.js',
      'out/main/sandbox.js',
      'out/main/transactions-import.js',
      'out/preload/index.cjs',
      'out/renderer/index.html'
    ])
      expect(own, entry).toContain(entry)
    // The print font: latin and latin-ext woff2 only.
    const fonts = own.filter((p) => /\.(woff2?|ttf|otf)$/.test(p))
    expect(
      fonts.every((p) => p.endsWith('.woff2') && /-latin(-ext)?-\d+-normal/.test(p)),
      fonts.join('\n')
    ).toBe(true)
    expect(fonts).toHaveLength(4)
  })

  it('every package the built main and sandbox import resolves from inside the package, and HEIC decoding works there', async () => {
    const imported = new Set<string>()
    for (const bundle of ['out/main/index.js', 'out/main/sandbox.js', 'out/main/transactions-import.js']) {
      for (const m of readFileSync(join(extracted, bundle), 'utf8').matchAll(
        /(?:(?<!["'\w$.])from\s*|import\s*\(\s*|require\(\s*)["']([^"'./][^"']*)["']/g
      )) {
        const spec = m[1]!
        if (
          spec.startsWith('node:') ||
          spec === 'electron' ||
          require('node:module').builtinModules.includes(spec.split('/')[0])
        )
          continue
        imported.add(spec)
      }
    }
    expect(imported.size).toBeGreaterThan(5)
    const fromPackage = createRequire(join(extracted, 'out/main/index.js'))
    const unresolved = [...imported].filter((spec) => {
      try {
        return !fromPackage.resolve(spec).startsWith(extracted)
      } catch {
        // An ESM-only package without a require condition still has its package.json inside.
        return !existsSync(
          join(
            extracted,
            'node_modules',
            spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!,
            'package.json'
          )
        )
      }
    })
    expect(unresolved).toEqual([])
    // libheif-js ships three builds; the package keeps the one heic-decode loads.
    const decode = fromPackage('heic-decode') as (input: {
      buffer: Uint8Array
    }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>
    const image = await decode({
      buffer: readFileSync(join(ROOT, 'tests/sandbox/portfolio/fixtures/two-colours.heic'))
    })
    expect(image.width).toBeGreaterThan(0)
    expect(image.data.length).toBe(image.width * image.height * 4)
    expect(readdirSync(join(extracted, 'node_modules/libheif-js'))).not.toContain('libheif')
  })

  it('the preload carries the bridge names but no TypeBox and weighs at most 30 KB; the renderer is minified', () => {
    const preload = readFileSync(join(extracted, 'out/preload/index.cjs'), 'utf8')
    expect(preload.length).toBeLessThanOrEqual(30 * 1024)
    expect(preload).not.toMatch(/TypeCompiler|sinclair|\[Kind\]|TypeBox/)
    expect(preload).toContain('reportPdf')
    const scripts = readdirSync(join(extracted, 'out/renderer/assets')).filter((f) => f.endsWith('.js'))
    const code = scripts.map((f) => readFileSync(join(extracted, 'out/renderer/assets', f), 'utf8')).join('\n')
    const lines = code.split('\n').length
    // Minified output is a few long lines per chunk; the unminified build had about 16,000 in its entry alone.
    expect(lines).toBeLessThan(scripts.length * 40)
  })

  it("the runtime's fuses read back as electron-builder.json configures them", async () => {
    const wire = await getCurrentFuseWire(join(appOut, 'lagebild'))
    const names: Record<string, string> = {
      runAsNode: 'RunAsNode',
      enableCookieEncryption: 'EnableCookieEncryption',
      enableNodeOptionsEnvironmentVariable: 'EnableNodeOptionsEnvironmentVariable',
      enableNodeCliInspectArguments: 'EnableNodeCliInspectArguments',
      enableEmbeddedAsarIntegrityValidation: 'EnableEmbeddedAsarIntegrityValidation',
      onlyLoadAppFromAsar: 'OnlyLoadAppFromAsar',
      loadBrowserProcessSpecificV8Snapshot: 'LoadBrowserProcessSpecificV8Snapshot',
      grantFileProtocolExtraPrivileges: 'GrantFileProtocolExtraPrivileges'
    }
    const configured = Object.entries(config.electronFuses).filter(([name]) => name in names)
    expect(configured.length).toBeGreaterThanOrEqual(7)
    for (const [name, on] of configured) {
      expect(String.fromCharCode(wire[FuseV1Options[names[name]!]!] as number), name).toBe(on ? '1' : '0')
    }
    // The file protocol keeps no extra privileges: the app is served from app://lagebild/.
    expect(config.electronFuses.grantFileProtocolExtraPrivileges).toBe(false)
  })
})
