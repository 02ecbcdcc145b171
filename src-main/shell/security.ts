// Electron security settings that apply to every window and session.
import { app, session, shell, type Session, type WebContents } from 'electron'
import { CONTENT_SECURITY_POLICY } from './csp'

const isWebLink = (url: string) => {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** Opens http(s) links in the system browser; anything else is dropped. */
export function openExternally(url: string) {
  if (isWebLink(url)) void shell.openExternal(url)
}

export function hardenSession(ses: Session = session.defaultSession) {
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false))
  ses.setPermissionCheckHandler(() => false)
  ses.setDevicePermissionHandler(() => false)
  ses.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders }
    if (details.resourceType === 'mainFrame' || details.resourceType === 'subFrame') {
      for (const k of Object.keys(headers)) if (k.toLowerCase() === 'content-security-policy') delete headers[k]
      headers['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY]
    }
    callback({ responseHeaders: headers })
  })
}

/** No navigation away from the app, no new windows, no webviews. */
export function hardenWebContents(contents: WebContents, isAppUrl: (url: string) => boolean) {
  contents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return
    event.preventDefault()
    openExternally(url)
  })
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    openExternally(url)
    return { action: 'deny' }
  })
}

export function hardenAllWebContents(isAppUrl: (url: string) => boolean) {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, isAppUrl))
}
