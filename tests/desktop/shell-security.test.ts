// The Electron shell's security wiring (issue 2, point 6). No Electron binary runs on this machine, so the
// `electron` module is replaced by a small stand-in that records what the shell asks of it; the shell's own
// code (security.ts, window.ts, index.ts) runs unchanged.
import { EventEmitter } from 'node:events'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const electron = vi.hoisted(() => {
  const state = {
    opened: [] as string[],
    windows: [] as Array<Record<string, any>>,
    permissionRequest: undefined as undefined | ((wc: unknown, permission: string, cb: (ok: boolean) => void) => void),
    permissionCheck: undefined as undefined | ((...a: unknown[]) => boolean),
    devicePermission: undefined as undefined | ((...a: unknown[]) => boolean),
    headers: undefined as undefined | ((details: any, cb: (r: any) => void) => void),
    lock: true,
    calls: [] as string[]
  }
  return { state }
})

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events')
  const { state } = electron
  const app = Object.assign(new Emitter(), {
    requestSingleInstanceLock: () => {
      state.calls.push('requestSingleInstanceLock')
      return state.lock
    },
    quit: () => state.calls.push('quit'),
    whenReady: () => {
      state.calls.push('whenReady')
      return new Promise(() => undefined)
    },
    isPackaged: true,
    getVersion: () => '0.0.0'
  })
  class BrowserWindow {
    constructor(options: Record<string, any>) {
      state.windows.push(options)
    }
    once() {}
    on() {}
    loadFile() {
      return Promise.resolve()
    }
    loadURL() {
      return Promise.resolve()
    }
    static getAllWindows() {
      return []
    }
  }
  const defaultSession = {
    setPermissionRequestHandler: (h: typeof state.permissionRequest) => (state.permissionRequest = h),
    setPermissionCheckHandler: (h: typeof state.permissionCheck) => (state.permissionCheck = h),
    setDevicePermissionHandler: (h: typeof state.devicePermission) => (state.devicePermission = h),
    webRequest: { onHeadersReceived: (h: typeof state.headers) => (state.headers = h) }
  }
  return {
    app,
    BrowserWindow,
    session: { defaultSession },
    shell: { openExternal: async (url: string) => void state.opened.push(url) },
    protocol: { registerSchemesAsPrivileged: () => state.calls.push('registerSchemesAsPrivileged'), handle: () => undefined },
    ipcMain: { handle: () => undefined, removeHandler: () => undefined },
    net: { fetch: () => Promise.reject(new Error('no network in this test')) },
    Menu: { buildFromTemplate: () => ({}), setApplicationMenu: () => undefined },
    utilityProcess: { fork: () => { throw new Error('not in this test') } }
  }
})

// electron-store loads the real electron package (outside the test's module graph): not needed here.
vi.mock('electron-store', () => ({ default: class {} }))

const { state } = electron
beforeEach(() => {
  state.opened.length = 0
  state.windows.length = 0
  state.calls.length = 0
})

/** A webContents: an event emitter plus setWindowOpenHandler. */
function contents() {
  const wc = Object.assign(new EventEmitter(), { openHandler: undefined as undefined | ((d: { url: string }) => { action: string }) })
  return Object.assign(wc, { setWindowOpenHandler: (h: (d: { url: string }) => { action: string }) => (wc.openHandler = h) })
}
function navigate(wc: EventEmitter, event: string, url: string): boolean {
  let prevented = false
  wc.emit(event, { preventDefault: () => (prevented = true) }, url)
  return prevented
}
const flush = () => new Promise((r) => setImmediate(r))
// Through a variable, so the tests' type check (DOM lib) does not pull in the Electron-typed shell files.
const SHELL_ENTRY = '../../src-main/index'
const importShell = () => import(/* @vite-ignore */ SHELL_ENTRY)

describe('windows and web contents', () => {
  it('the main window is isolated, sandboxed, without Node, webviews or insecure content, with the bundled preload', async () => {
    const { createMainWindow } = await import('@main/shell/window')
    createMainWindow({ preload: '/app/out/preload/index.cjs', rendererFile: '/app/out/renderer/index.html' })
    expect(state.windows).toHaveLength(1)
    expect(state.windows[0]!.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false
    })
  })

  it('blocks navigation away from the app; http(s) links open in the system browser, other schemes nowhere', async () => {
    const { hardenWebContents } = await import('@main/shell/security')
    const wc = contents()
    hardenWebContents(wc as never, (url) => url.startsWith('file:///app/out/renderer/'))

    expect(navigate(wc, 'will-navigate', 'file:///app/out/renderer/index.html#/settings')).toBe(false)
    expect(navigate(wc, 'will-navigate', 'https://quis.de/hilfe')).toBe(true)
    expect(navigate(wc, 'will-navigate', 'http://example.org/')).toBe(true)
    expect(navigate(wc, 'will-navigate', 'file:///etc/passwd')).toBe(true)
    expect(navigate(wc, 'will-navigate', 'javascript:alert(1)')).toBe(true)
    expect(navigate(wc, 'will-redirect', 'https://evil.example/')).toBe(true)
    expect(navigate(wc, 'will-redirect', 'file:///app/out/renderer/index.html')).toBe(false)
    expect(navigate(wc, 'will-attach-webview', 'https://evil.example/')).toBe(true)
    await flush()
    expect(state.opened).toEqual(['https://quis.de/hilfe', 'http://example.org/'])
  })

  it('denies every window.open; http(s) targets go to the system browser', async () => {
    const { hardenWebContents } = await import('@main/shell/security')
    const wc = contents()
    hardenWebContents(wc as never, () => true)
    for (const url of ['https://www.openstreetmap.org/copyright', 'file:///etc/passwd', 'about:blank', 'data:text/html,x']) {
      expect(wc.openHandler!({ url })).toEqual({ action: 'deny' })
    }
    await flush()
    expect(state.opened).toEqual(['https://www.openstreetmap.org/copyright'])
  })
})

describe('session', () => {
  it('denies every permission request and check', async () => {
    const { hardenSession } = await import('@main/shell/security')
    hardenSession()
    for (const permission of ['geolocation', 'media', 'notifications', 'clipboard-read', 'openExternal']) {
      let answer: boolean | undefined
      state.permissionRequest!({}, permission, (ok) => (answer = ok))
      expect(answer, permission).toBe(false)
      expect(state.permissionCheck!({}, permission, 'file:///app/out/renderer/index.html', {})).toBe(false)
    }
    expect(state.devicePermission!({ deviceType: 'usb' })).toBe(false)
  })

  it('sets the strict CSP on every page and frame, replacing one the server sent', async () => {
    const { hardenSession } = await import('@main/shell/security')
    const { CONTENT_SECURITY_POLICY } = await import('@main/shell/csp')
    hardenSession()
    const answer = (resourceType: string, responseHeaders: Record<string, string[]>) => {
      let out: { responseHeaders: Record<string, string[]> } | undefined
      state.headers!({ resourceType, responseHeaders }, (r) => (out = r))
      return out!.responseHeaders
    }
    for (const type of ['mainFrame', 'subFrame']) {
      const headers = answer(type, { 'content-security-policy': ["default-src *; script-src 'unsafe-inline'"], 'content-type': ['text/html'] })
      expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY])
      expect(headers['content-security-policy']).toBeUndefined()
      expect(headers['content-type']).toEqual(['text/html'])
    }
    expect(answer('image', { 'content-type': ['image/png'] })).toEqual({ 'content-type': ['image/png'] })
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  })
})

describe('single instance', () => {
  it('a second start quits at once, before the app is set up', async () => {
    vi.resetModules()
    state.lock = false
    await importShell()
    expect(state.calls).toEqual(['registerSchemesAsPrivileged', 'requestSingleInstanceLock', 'quit'])
  })

  it('the first start holds the lock and listens for second instances', async () => {
    vi.resetModules()
    state.lock = true
    const { app } = (await import('electron')) as unknown as { app: EventEmitter }
    app.removeAllListeners()
    await importShell()
    expect(state.calls).toEqual(['registerSchemesAsPrivileged', 'requestSingleInstanceLock', 'whenReady'])
    expect(app.listenerCount('second-instance')).toBe(1)
  })
})
