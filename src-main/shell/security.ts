// Electron security settings that apply to every window and session.
import { app, session, shell, type Session, type WebContents } from 'electron'
import { externalLinkDecision } from '../external-links'
import { CONTENT_SECURITY_POLICY } from './csp'

/** Asks the user whether a link may open in the system browser (the services' confirmExternalLink). */
export type LinkConfirm = (url: string) => Promise<boolean>

/** Without a way to ask, only the vendor's and Lagebild's own pages open. */
const askNobody: LinkConfirm = async () => false

/**
 * Opens the vendor's (https://quis.de and its subdomains) and Lagebild's own pages in the system browser;
 * any other http(s) link only after the user confirmed it in a dialog naming the address; anything else
 * never. A compromised page can therefore not send the browser anywhere on its own.
 */
export function openExternally(url: string, confirmLink: LinkConfirm = askNobody) {
  const decision = externalLinkDecision(url)
  if (decision === 'open') void shell.openExternal(url).catch(() => undefined)
  else if (decision === 'confirm') {
    void confirmLink(url)
      .then((yes) => (yes ? shell.openExternal(url) : undefined))
      .catch(() => undefined)
  }
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

/** No navigation away from the app, no new windows, no webviews; links leave only as openExternally allows. */
export function hardenWebContents(
  contents: WebContents,
  isAppUrl: (url: string) => boolean,
  confirmLink: LinkConfirm = askNobody
) {
  contents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return
    event.preventDefault()
    openExternally(url, confirmLink)
  })
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    openExternally(url, confirmLink)
    return { action: 'deny' }
  })
}

export function hardenAllWebContents(isAppUrl: (url: string) => boolean, confirmLink: LinkConfirm = askNobody) {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, isAppUrl, confirmLink))
}
