// The app scheme's handler (app://lagebild/…), which serves the built renderer to the installed app's
// window and print views, and, behind an HTTP server, to the end-to-end tests. Hostile paths must end
// in a 404 without touching a file outside the renderer folder; the files it serves carry their type
// and the CSP.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ENTRY, APP_ORIGIN, appSchemeHandler, fileForAppUrl } from '@main/app-scheme'
import { CONTENT_SECURITY_POLICY } from '@main/shell/csp'
import { serveStatic, type StaticServer } from '../e2e/static-server'

const base = mkdtempSync(join(tmpdir(), 'lagebild-app-scheme-'))
// Beside the renderer folder: what a traversal would reach.
const root = join(base, 'renderer')
const SECRET = 'secret beside the renderer'

beforeAll(() => {
  mkdirSync(join(root, 'assets'), { recursive: true })
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Lagebild</title>')
  writeFileSync(join(root, 'assets/index-AbC_12-x.js'), 'export {}')
  writeFileSync(join(root, 'assets/index-AbC_12-x.css'), 'body{}')
  writeFileSync(join(root, 'assets/source-sans-3-latin-400-normal-DQi5PRDE.woff2'), 'wOF2')
  writeFileSync(join(root, 'assets/layers-2x.png'), 'png')
  writeFileSync(join(root, 'assets/marker.svg'), '<svg/>')
  writeFileSync(join(root, 'assets/index.js.map'), '{}')
  writeFileSync(join(root, 'assets/notes.txt'), 'text')
  writeFileSync(join(base, 'secret.js'), SECRET)
  writeFileSync(join(base, 'renderer-evil.js'), SECRET)
  mkdirSync(join(base, 'renderer-evil'), { recursive: true })
  writeFileSync(join(base, 'renderer-evil/index.html'), SECRET)
  // Links inside the renderer folder: to a file and a folder outside it, and to a file inside it.
  symlinkSync(join(base, 'secret.js'), join(root, 'assets/linked-out.js'))
  symlinkSync(base, join(root, 'outside'))
  symlinkSync(join(root, 'assets/index-AbC_12-x.js'), join(root, 'assets/linked-in.js'))
})
afterAll(() => rmSync(base, { recursive: true, force: true }))

const serve = appSchemeHandler(root, CONTENT_SECURITY_POLICY)

/** Paths an attacker, a broken link or a confused build could ask for; none may be answered with a file. */
const HOSTILE = [
  '/../secret.js',
  '/assets/../../secret.js',
  '/%2e%2e/secret.js',
  '/%2E%2E/secret.js',
  '/assets/%2e%2e/%2e%2e/secret.js',
  '/..%2fsecret.js',
  '/..%2Fsecret.js',
  '/%2e%2e%2fsecret.js',
  '/%252e%252e/secret.js',
  '/%252e%252e%252fsecret.js',
  '/..%5csecret.js',
  '/..\\secret.js',
  '/assets\\..\\..\\secret.js',
  '/%5c..%5csecret.js',
  '/C:/Windows/win.ini',
  '/C:%5cWindows%5cwin.ini',
  '/c%3a/secret.js',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/index.html%00.js',
  '/index.html%00',
  '/%c0%ae%c0%ae/secret.js',
  '/%e0%80%ae%e0%80%ae/secret.js',

  '/%zz',
  '/assets/',
  '/assets',

  '/...',
  '/.hidden',
  '/../renderer-evil/index.html',
  '/../renderer-evil.js',
  '/assets/index.js.map',
  '/assets/notes.txt',
  '/missing.js'
]

describe('app scheme handler', () => {
  it('serves the entry at / and /index.html, assets with their types, and the CSP on every file', async () => {
    const cases: Array<[string, string]> = [
      ['/', 'text/html; charset=utf-8'],
      ['/index.html', 'text/html; charset=utf-8'],
      ['/index.html?x=1#/print?kind=report', 'text/html; charset=utf-8'],
      ['/assets/index-AbC_12-x.js', 'text/javascript; charset=utf-8'],
      ['/assets/index-AbC_12-x.css', 'text/css; charset=utf-8'],
      ['/assets/source-sans-3-latin-400-normal-DQi5PRDE.woff2', 'font/woff2'],
      ['/assets/layers-2x.png', 'image/png'],
      ['/assets/marker.svg', 'image/svg+xml']
    ]
    for (const [path, type] of cases) {
      const res = await serve({ url: `${APP_ORIGIN}${path}` })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toBe(type)
      expect(res.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
    expect(await (await serve({ url: APP_ENTRY })).text()).toContain('<title>Lagebild</title>')
    const head = await serve({ url: APP_ENTRY, method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await serve({ url: APP_ENTRY, method: 'POST' })).status).toBe(405)
  })

  it('refuses a symbolic link inside the renderer folder that points outside it; one that stays inside is served', async () => {
    for (const path of ['/assets/linked-out.js', '/outside/secret.js', '/outside/renderer-evil/index.html']) {
      const res = await serve({ url: `${APP_ORIGIN}${path}` })
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain(SECRET)
    }
    const inside = await serve({ url: `${APP_ORIGIN}/assets/linked-in.js` })
    expect(inside.status).toBe(200)
    expect(await inside.text()).toBe('export {}')
  })

  it('answers another host, scheme, port or user with 404', async () => {
    for (const url of [
      'app://evil/index.html',
      'app://lagebild.evil/index.html',
      'app://lagebild:1/index.html',
      'app://x@lagebild/index.html',
      'file:///index.html',
      'http://lagebild/index.html',
      'not a url'
    ]) {
      expect((await serve({ url })).status, url).toBe(404)
    }
  })

  it('refuses every hostile path before the file system: 404, never a byte from outside the renderer folder', async () => {
    const outcomes: string[] = []
    for (const path of HOSTILE) {
      const url = `${APP_ORIGIN}${path}`
      const res = await serve({ url })
      const body = await res.text()
      expect(res.status, path).toBe(404)
      expect(body, path).not.toContain(SECRET)
      const mapped = fileForAppUrl(root, url)
      // What the URL parser folds (dot segments) may reach the file system, but only inside the folder.
      if ('file' in mapped) expect(mapped.file.startsWith(join(root, '/')), path).toBe(true)
      outcomes.push('file' in mapped ? 'missing' : mapped.refused)
    }
    const counts = outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {})
    console.log(
      `app scheme: ${HOSTILE.length} hostile paths answered 404 (refused by path ${counts.path ?? 0}, by type ${counts.type ?? 0}, folded by the URL parser into the renderer folder and not found ${counts.missing ?? 0}); no byte from outside served`
    )
  })
})

describe('behind the end-to-end tests’ HTTP server', () => {
  let server: StaticServer
  beforeAll(async () => {
    server = await serveStatic(root)
  })
  afterAll(() => server.close())

  /** A raw request: the path goes on the wire exactly as written, no client-side normalisation. */
  const raw = (path: string) =>
    new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((done, fail) => {
      const { port } = new URL(server.origin)
      const req = request({ host: '127.0.0.1', port: Number(port), path, method: 'GET' }, (res) => {
        let body = ''
        res.on('data', (d: Buffer) => (body += d.toString()))
        res.on('end', () => done({ status: res.statusCode ?? 0, body, headers: res.headers }))
      })
      req.on('error', fail)
      req.end()
    })

  it('serves the same files with the same headers, and refuses the same hostile paths', async () => {
    const entry = await raw('/index.html')
    expect(entry.status).toBe(200)
    expect(entry.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    expect((await raw('/assets/index-AbC_12-x.js')).headers['content-type']).toBe('text/javascript; charset=utf-8')
    for (const path of HOSTILE.filter((p) => !p.includes('\\'))) {
      const res = await raw(path)
      expect(res.status, path).toBe(404)
      expect(res.body, path).not.toContain(SECRET)
    }
  })
})
