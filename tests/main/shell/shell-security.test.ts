// The Electron shell's security wiring. No Electron binary runs on this machine, so the
// `electron` module is replaced by a small stand-in that records what the shell asks of it; the shell's own
// code (security.ts, window.ts, index.ts) runs unchanged.
import { EventEmitter } from 'node:events'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ROOT } from '../../helpers/root'

const electron = vi.hoisted(() => {
  const state = {
    opened: [] as string[],
    windows: [] as Array<Record<string, any>>,
    permissionRequest: undefined as undefined | ((wc: unknown, permission: string, cb: (ok: boolean) => void) => void),
    permissionCheck: undefined as undefined | ((...a: unknown[]) => boolean),
    devicePermission: undefined as undefined | ((...a: unknown[]) => boolean),
    headers: undefined as undefined | ((details: any, cb: (r: any) => void) => void),
    lock: true,
    calls: [] as string[],
    loaded: [] as string[],
    schemes: [] as Array<{ scheme: string; privileges: Record<string, boolean> }>,
    handled: [] as string[],
    userData: '',
    ready: () => new Promise<void>(() => undefined),
    tileProtocol: () => undefined as void,
    errorBoxes: [] as Array<{ title: string; message: string }>,
    exits: [] as number[],
    /** Message boxes the shell showed (parent window or null, options), and the button index the user picks. */
    messageBoxes: [] as Array<{ parent: unknown; options: Record<string, any> }>,
    messageBoxResponse: 0,
    focused: null as unknown
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
      return state.ready()
    },
    getPath: (name: string) => {
      if (name !== 'userData') throw new Error(`getPath(${name}) not in this test`)
      return state.userData
    },
    exit: (code: number) => void state.exits.push(code),
    getLocale: () => 'de-DE',
    getAppPath: () => '/app',
    isPackaged: true,
    getVersion: () => '0.0.0'
  })
  class BrowserWindow {
    constructor(options: Record<string, any>) {
      state.windows.push(options)
    }
    once() {}
    on() {}
    loadFile(file: string) {
      state.loaded.push(`loadFile ${file}`)
      return Promise.resolve()
    }
    loadURL(url: string) {
      state.loaded.push(url)
      return Promise.resolve()
    }
    static getAllWindows() {
      return []
    }
    static getFocusedWindow() {
      return state.focused
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
    protocol: {
      registerSchemesAsPrivileged: (schemes: typeof state.schemes) => {
        state.calls.push('registerSchemesAsPrivileged')
        state.schemes = schemes
      },
      handle: (scheme: string) => {
        state.handled.push(scheme)
        return state.tileProtocol()
      }
    },
    dialog: {
      showErrorBox: (title: string, message: string) => void state.errorBoxes.push({ title, message }),
      showMessageBox: async (...args: unknown[]) => {
        const [parent, options] = args.length > 1 ? args : [null, args[0]]
        state.messageBoxes.push({ parent, options: options as Record<string, any> })
        return { response: state.messageBoxResponse, checkboxChecked: false }
      }
    },
    ipcMain: { handle: () => undefined, removeHandler: () => undefined },
    net: { fetch: () => Promise.reject(new Error('no network in this test')) },
    Menu: { buildFromTemplate: () => ({}), setApplicationMenu: () => undefined },
    utilityProcess: {
      fork: () => {
        throw new Error('not in this test')
      }
    }
  }
})

// electron-store loads the real electron package (outside the test's module graph): not needed here.
vi.mock('electron-store', () => ({ default: class {} }))
// So does electron-updater's autoUpdater, which the shell builds because the stand-in app says it is packaged.
vi.mock('electron-updater', () => ({
  default: { autoUpdater: { on: () => undefined, removeListener: () => undefined } }
}))

const { state } = electron
const consoleError = console.error
const consoleWarn = console.warn
afterEach(() => {
  // The shell sends console output to its log file; give the test runner its console back.
  console.error = consoleError
  console.warn = consoleWarn
})
beforeEach(() => {
  // Electron sets it; the stand-in app says it is packaged.
  ;(process as unknown as { resourcesPath?: string }).resourcesPath = '/app/resources'
  state.userData = mkdtempSync(join(tmpdir(), 'lagebild-shell-'))
  state.ready = () => new Promise<void>(() => undefined)
  state.tileProtocol = () => undefined
  state.errorBoxes.length = 0
  state.exits.length = 0
  state.opened.length = 0
  state.windows.length = 0
  state.calls.length = 0
  state.loaded.length = 0
  state.handled.length = 0
  state.messageBoxes.length = 0
  state.messageBoxResponse = 0
  state.focused = null
})

/** A webContents: an event emitter plus setWindowOpenHandler. */
function contents() {
  const wc = Object.assign(new EventEmitter(), {
    openHandler: undefined as undefined | ((d: { url: string }) => { action: string })
  })
  return Object.assign(wc, {
    setWindowOpenHandler: (h: (d: { url: string }) => { action: string }) => (wc.openHandler = h)
  })
}
function navigate(wc: EventEmitter, event: string, url: string): boolean {
  let prevented = false
  wc.emit(event, { preventDefault: () => (prevented = true) }, url)
  return prevented
}
const flush = () => new Promise((r) => setImmediate(r))
// Through a variable, so the tests' type check (DOM lib) does not pull in the Electron-typed shell files.
const SHELL_ENTRY = '../../../src-main/index'
const importShell = () => import(/* @vite-ignore */ SHELL_ENTRY)

describe('windows and web contents', () => {
  it('the main window is isolated, sandboxed, without Node, webviews or insecure content, with the bundled preload', async () => {
    const { createMainWindow } = await import('@main/shell/window')
    createMainWindow({ preload: '/app/out/preload/index.cjs' })
    expect(state.windows).toHaveLength(1)
    // The installed app's fuse grantFileProtocolExtraPrivileges is off: the page comes from the app scheme.
    expect(state.loaded).toEqual(['app://lagebild/index.html'])
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

  it('blocks navigation away from the app; the vendor’s and Lagebild’s own pages open in the browser, other web links only once confirmed, other schemes never', async () => {
    const { hardenWebContents } = await import('@main/shell/security')
    const wc = contents()
    const asked: string[] = []
    let answer = false
    hardenWebContents(
      wc as never,
      (url) => url.startsWith('app://lagebild/'),
      async (url) => (asked.push(url), answer)
    )

    expect(navigate(wc, 'will-navigate', 'app://lagebild/index.html#/settings')).toBe(false)
    expect(navigate(wc, 'will-navigate', 'https://quis.de/hilfe')).toBe(true)
    expect(navigate(wc, 'will-navigate', 'https://docs.quis.de/api')).toBe(true)
    expect(navigate(wc, 'will-navigate', 'https://github.com/lagebild/lagebild-desktop/releases')).toBe(true)
    expect(navigate(wc, 'will-navigate', 'http://example.org/')).toBe(true)
    expect(navigate(wc, 'will-navigate', 'file:///etc/passwd')).toBe(true)
    expect(navigate(wc, 'will-navigate', 'javascript:alert(1)')).toBe(true)
    expect(navigate(wc, 'will-redirect', 'https://evil.example/')).toBe(true)
    expect(navigate(wc, 'will-redirect', 'app://lagebild/index.html')).toBe(false)
    expect(navigate(wc, 'will-attach-webview', 'https://evil.example/')).toBe(true)
    await flush()
    // The trusted pages opened at once; the other web link was asked about (and declined), the rest dropped.
    expect(state.opened).toEqual([
      'https://quis.de/hilfe',
      'https://docs.quis.de/api',
      'https://github.com/lagebild/lagebild-desktop/releases'
    ])
    expect(asked).toEqual(['http://example.org/'])
    answer = true
    expect(navigate(wc, 'will-navigate', 'http://example.org/')).toBe(true)
    await flush()
    expect(state.opened.at(-1)).toBe('http://example.org/')
  })

  it('denies every window.open; a web target opens only as openExternally allows', async () => {
    const { hardenWebContents } = await import('@main/shell/security')
    const wc = contents()
    const asked: string[] = []
    hardenWebContents(
      wc as never,
      () => true,
      async (url) => (asked.push(url), url.includes('openstreetmap'))
    )
    for (const url of [
      'https://www.openstreetmap.org/copyright',
      'https://evil.example/',
      'file:///etc/passwd',
      'about:blank',
      'data:text/html,x'
    ]) {
      expect(wc.openHandler!({ url })).toEqual({ action: 'deny' })
    }
    await flush()
    expect(asked).toEqual(['https://www.openstreetmap.org/copyright', 'https://evil.example/'])
    expect(state.opened).toEqual(['https://www.openstreetmap.org/copyright'])
  })

  it('without a way to ask, only the vendor’s and Lagebild’s own pages open', async () => {
    const { openExternally } = await import('@main/shell/security')
    for (const url of ['https://quis.de/', 'http://example.org/', 'https://example.org/']) openExternally(url)
    await flush()
    expect(state.opened).toEqual(['https://quis.de/'])
  })

  it('tells trusted pages from look-alikes', async () => {
    const { externalLinkDecision, PROJECT_PAGES } = await import('@main/external-links')
    const decisions = Object.fromEntries(
      [
        'https://quis.de',
        'https://QUIS.de/preise',
        'https://api.quis.de/v2',
        'https://github.com/lagebild/lagebild-desktop',
        'https://github.com/lagebild/lagebild-desktop/releases/tag/v0.1.0',
        'http://quis.de/',
        'https://quis.de:8443/',
        'https://user@quis.de/',
        'https://quis.de.evil.example/',
        'https://evilquis.de/',
        'https://github.com/lagebild/lagebild-desktop-evil',
        'https://github.com/lagebild/lagebild-desktop/../../evil/repo',
        'https://github.com/evil/repo',
        'file:///etc/passwd',
        'javascript:alert(1)',
        'lagebild-tile://tile/1/1/1',
        'not a url'
      ].map((u) => [u, externalLinkDecision(u)])
    )
    expect(decisions).toEqual({
      'https://quis.de': 'open',
      'https://QUIS.de/preise': 'open',
      'https://api.quis.de/v2': 'open',
      'https://github.com/lagebild/lagebild-desktop': 'open',
      'https://github.com/lagebild/lagebild-desktop/releases/tag/v0.1.0': 'open',
      'http://quis.de/': 'confirm',
      'https://quis.de:8443/': 'confirm',
      'https://user@quis.de/': 'confirm',
      'https://quis.de.evil.example/': 'confirm',
      'https://evilquis.de/': 'confirm',
      'https://github.com/lagebild/lagebild-desktop-evil': 'confirm',
      'https://github.com/lagebild/lagebild-desktop/../../evil/repo': 'confirm',
      'https://github.com/evil/repo': 'confirm',
      'file:///etc/passwd': 'drop',
      'javascript:alert(1)': 'drop',
      'lagebild-tile://tile/1/1/1': 'drop',
      'not a url': 'drop'
    })
    // Lagebild's own pages are the repository its releases are published to.
    const { publish } = JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8')) as {
      publish: { owner: string; repo: string }
    }
    expect(PROJECT_PAGES).toBe(`https://github.com/${publish.owner}/${publish.repo}`)
  })
})

describe('confirmation dialog', () => {
  it('a native warning over the app window: cancel first and the default, confirm only on the confirm button', async () => {
    const { electronConfirm } = await import('@main/shell/confirm')
    const { linkQuestion } = await import('@main/confirm')
    const win = { id: 'main window' }
    state.focused = win
    const confirm = electronConfirm()
    const question = linkQuestion('de', 'https://example.org/x')
    state.messageBoxResponse = 0
    expect(await confirm(question)).toBe(false)
    state.messageBoxResponse = 1
    expect(await confirm(question)).toBe(true)
    expect(state.messageBoxes[0]).toEqual({
      parent: win,
      options: {
        type: 'warning',
        title: 'Link im Browser öffnen?',
        message: 'Diese Adresse im Browser öffnen: https://example.org/x',
        detail: expect.stringContaining('quis.de'),
        buttons: ['Abbrechen', 'Im Browser öffnen'],
        defaultId: 0,
        cancelId: 0,
        noLink: true,
        normalizeAccessKeys: false
      }
    })
    // Without a window it still asks, as an application-modal box.
    state.focused = null
    state.messageBoxResponse = 0
    expect(await confirm(question)).toBe(false)
    expect(state.messageBoxes.at(-1)!.parent).toBeNull()
  })

  it('the shell asks through that dialog over its main window, and every web contents confirms links through the services', async () => {
    // index.ts: platform.confirm = electronConfirm(() => mainWindow); hardenAllWebContents(isAppUrl, services.confirmExternalLink).
    const shellSource = readFileSync(join(ROOT, 'src-main/index.ts'), 'utf8')
    expect(shellSource).toContain('platform.confirm = electronConfirm(() => mainWindow)')
    expect(shellSource).toMatch(
      /hardenAllWebContents\(\s*\(url\) => router\.isTrustedSender\(url\),\s*\(url\) => s\.confirmExternalLink\(url\)\s*\)/
    )
    const { electronConfirm } = await import('@main/shell/confirm')
    const main = { id: 'main window' }
    state.messageBoxResponse = 1
    expect(
      await electronConfirm(() => main as never)({
        title: 't',
        message: 'm',
        detail: 'd',
        confirmLabel: 'Ja',
        cancelLabel: 'Nein'
      })
    ).toBe(true)
    expect(state.messageBoxes.at(-1)).toMatchObject({
      parent: main,
      options: { buttons: ['Nein', 'Ja'], defaultId: 0, cancelId: 0 }
    })

    const { app } = (await import('electron')) as unknown as { app: EventEmitter }
    app.removeAllListeners('web-contents-created')
    const { hardenAllWebContents } = await import('@main/shell/security')
    const asked: string[] = []
    hardenAllWebContents(
      () => false,
      async (url) => (asked.push(url), false)
    )
    const wc = contents()
    app.emit('web-contents-created', {}, wc)
    expect(navigate(wc, 'will-navigate', 'https://evil.example/')).toBe(true)
    await flush()
    expect(asked).toEqual(['https://evil.example/'])
    expect(state.opened).toEqual([])
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
      expect(state.permissionCheck!({}, permission, 'app://lagebild/index.html', {})).toBe(false)
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
      const headers = answer(type, {
        'content-security-policy': ["default-src *; script-src 'unsafe-inline'"],
        'content-type': ['text/html']
      })
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
    // The app scheme is standard and secure (module scripts, storage, a trustworthy origin); no scheme bypasses the CSP.
    expect(state.schemes.find((s) => s.scheme === 'app')?.privileges).toMatchObject({ standard: true, secure: true })
    for (const s of state.schemes) expect(s.privileges.bypassCSP, s.scheme).toBeFalsy()
  })

  it('a failure before the window shows: a dialog with the message and the log folder, then the process exits', async () => {
    vi.resetModules()
    state.lock = true
    const { app } = (await import('electron')) as unknown as { app: EventEmitter }
    app.removeAllListeners()
    state.ready = () => Promise.resolve()
    state.tileProtocol = () => {
      throw new Error('the lagebild-tile protocol is already handled')
    }
    await importShell()
    await vi.waitFor(() => expect(state.exits).toEqual([1]))
    const logDir = join(state.userData, 'logs')
    expect(state.errorBoxes).toEqual([
      {
        title: 'Lagebild could not start',
        message: expect.stringContaining('the lagebild-tile protocol is already handled')
      }
    ])
    expect(state.errorBoxes[0]!.message).toContain(logDir)
    expect(state.windows).toEqual([])
    expect(readFileSync(join(logDir, 'lagebild.log'), 'utf8')).toContain(
      'start failed Error: the lagebild-tile protocol is already handled'
    )
  })
})
