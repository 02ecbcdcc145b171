// Which links main hands to the system browser at once: the vendor's site (https://quis.de and its
// subdomains) and Lagebild's own pages (the project's repository, where releases and their notes are).
// Any other http(s) link is shown to the user first (a native confirm naming the address, confirm.ts);
// anything else (file:, javascript:, custom schemes) is never opened.
import { VENDOR_BASE_URL } from './settings/schema'

/** Lagebild's own pages: the repository electron-builder.json publishes releases to. */
export const PROJECT_PAGES = 'https://github.com/lagebild/lagebild-desktop'

export type LinkDecision = 'open' | 'confirm' | 'drop'

export function externalLinkDecision(raw: string): LinkDecision {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'drop'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'drop'
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return 'confirm'
  const host = url.hostname.toLowerCase()
  const vendor = new URL(VENDOR_BASE_URL).hostname
  if (host === vendor || host.endsWith(`.${vendor}`)) return 'open'
  const project = new URL(PROJECT_PAGES)
  if (
    host === project.hostname &&
    (url.pathname === project.pathname || url.pathname.startsWith(`${project.pathname}/`))
  )
    return 'open'
  return 'confirm'
}
