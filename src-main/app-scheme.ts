// The app's own pages on a privileged scheme (app://lagebild/…): the window and the print views load
// the built renderer from here, never from file:// (the grantFileProtocolExtraPrivileges fuse is off,
// so file:// pages could not read the asar or run module scripts). The shell registers the scheme and
// hands requests to appSchemeHandler; the end-to-end tests put the same handler behind their HTTP
// server, so both serve the renderer through one mapping.
import { realpath } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'

export const APP_SCHEME = 'app'
export const APP_HOST = 'lagebild'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
export const APP_ENTRY = `${APP_ORIGIN}/index.html`

/** Only what the renderer build writes; anything else is not served. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2'
}

/** A decoded path segment the build can produce: letters, digits and . _ - only, never . or .. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/**
 * The file under `root` that an app:// URL names, or why there is none. Every segment is decoded once
 * and must still be a plain name afterwards, so encoded, double-encoded and backslash traversals,
 * drive letters and NUL bytes all end here rather than at the file system.
 */
export function fileForAppUrl(root: string, url: string): { file: string } | { refused: 'scheme' | 'path' | 'type' } {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { refused: 'scheme' }
  }
  if (
    parsed.protocol !== `${APP_SCHEME}:` ||
    parsed.host !== APP_HOST ||
    parsed.username ||
    parsed.password ||
    parsed.port
  )
    return { refused: 'scheme' }
  const raw = parsed.pathname === '/' || parsed.pathname === '' ? '/index.html' : parsed.pathname
  const segments: string[] = []
  for (const part of raw.slice(1).split('/')) {
    let name: string
    try {
      name = decodeURIComponent(part)
    } catch {
      return { refused: 'path' }
    }
    if (!SAFE_SEGMENT.test(name) || name.includes('..')) return { refused: 'path' }
    segments.push(name)
  }
  const base = resolve(root)
  const file = resolve(base, ...segments)
  if (!file.startsWith(base + sep)) return { refused: 'path' }
  if (!TYPES[extname(file).toLowerCase()]) return { refused: 'type' }
  return { file }
}

const notFound = () =>
  new Response('not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' }
  })

/** fs.realpath, which Electron also answers inside app.asar. */
const realpathOf = (path: string) =>
  new Promise<string>((resolvePath, reject) => realpath(path, (err, real) => (err ? reject(err) : resolvePath(real))))

/**
 * The file a request names after links are followed, or null when that leaves `root` (a symbolic link
 * inside the build that points elsewhere on the disk).
 */
async function fileInsideRoot(realRoot: string, file: string): Promise<string | null> {
  const real = await realpathOf(file)
  return real.startsWith(realRoot + sep) ? real : null
}

/** Serves the built renderer under `root`; every answer carries the app's CSP. */
export function appSchemeHandler(root: string, csp: string) {
  let realRoot: Promise<string> | null = null
  return async (request: { url: string; method?: string }): Promise<Response> => {
    const method = request.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD')
      return new Response('method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
    const target = fileForAppUrl(root, request.url)
    if (!('file' in target)) return notFound()
    try {
      realRoot ??= realpathOf(resolve(root))
      const file = await fileInsideRoot(await realRoot.catch(() => resolve(root)), target.file)
      if (!file || !(await stat(file)).isFile()) return notFound()
      const body = method === 'HEAD' ? null : await readFile(file)
      return new Response(body, {
        status: 200,
        headers: {
          'content-type': TYPES[extname(target.file).toLowerCase()]!,
          'content-security-policy': csp,
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-cache'
        }
      })
    } catch {
      return notFound()
    }
  }
}
