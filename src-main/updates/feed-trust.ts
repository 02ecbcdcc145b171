// What main takes from the update feed, besides what electron-updater checks (the installer's sha512,
// which the same feed names): a pre-release only on a pre-release channel, and the installer only from
// the feed's own origin, so a feed that names a file on another host never makes main download from there.
import type { UpdateInfo } from 'electron-updater'

/** Whether a version (semver) is a pre-release: a `-` part after major.minor.patch (build metadata aside). */
export const isPrerelease = (version: string): boolean =>
  /^v?\d+\.\d+\.\d+-[0-9A-Za-z.-]+(?:\+[0-9A-Za-z.-]+)?$/.test(version.trim())

/** What the module reads of electron-updater's provider of the last check (GenericProvider, GitHubProvider …). */
interface ProviderView {
  baseUrl?: unknown
  resolveFiles?: (info: UpdateInfo) => Array<{ url: URL }>
}

/** Every file name the feed gives for the installer: `files[].url` and the older `path`. */
function namedFiles(info: UpdateInfo): string[] {
  const files = Array.isArray(info.files) ? info.files : []
  const names = files.map((f) => (f && typeof f === 'object' ? (f as { url?: unknown }).url : undefined))
  if (info.path !== undefined) names.push(info.path)
  return names.map((n) => (typeof n === 'string' ? n : '')).slice(0, 50)
}

/**
 * The first installer URL of `info` that is not on the feed's own origin (where the updater read the
 * feed: the generic feed's URL, GitHub for a GitHub release), or null when all are. Without the provider
 * to ask, only relative names (what electron-builder writes) pass.
 */
export function foreignInstaller(updater: object, info: UpdateInfo): string | null {
  const provider = (updater as { updateInfoAndProvider?: { provider?: ProviderView } | null }).updateInfoAndProvider
    ?.provider
  const base = provider?.baseUrl instanceof URL ? provider.baseUrl : null
  const names = namedFiles(info)
  if (names.some((n) => n === '')) return '(a file without a name)'
  if (base) {
    const origin = base.origin
    for (const name of names) {
      let url: URL
      try {
        url = new URL(name, base)
      } catch {
        return name.slice(0, 300)
      }
      if (url.origin !== origin) return url.href.slice(0, 300)
    }
    // The provider's own resolution as well (GitHub's download paths): it is what will be downloaded.
    try {
      for (const { url } of provider?.resolveFiles?.(info) ?? [])
        if (url.origin !== origin) return url.href.slice(0, 300)
    } catch {
      // electron-updater refuses such a feed itself when it downloads.
    }
    return null
  }
  return names.find((n) => /^[a-z][a-z0-9+.-]*:|^[\\/]{2}/i.test(n))?.slice(0, 300) ?? null
}
