// The update status in words of the UI language (the frame indicator and Settings share it): never the
// updater's own (English) messages, which stay in main's log.
import type { UpdateStatus } from '@shared/bridge/updates'

type T = (key: string, values?: Record<string, unknown>) => string

export function updateSentence(t: T, s: UpdateStatus): string {
  switch (s.state) {
    case 'unavailable':
      return t(`updates.state.${s.reason}`)
    case 'idle':
      return t('updates.state.idle')
    case 'checking':
      return t('updates.state.checking')
    case 'up-to-date':
      return t('updates.state.upToDate', { version: s.currentVersion })
    case 'offline':
      return t('updates.state.offline')
    case 'failed':
      return s.failure === 'feed' || !s.release
        ? t('updates.state.feedFailed', { version: s.currentVersion })
        : t('updates.downloadFailed', { version: s.release.version })
    case 'downloading':
      return t('updates.downloading', { version: s.release.version })
    case 'ready':
      return t(s.agreed ? 'updates.readyAgreed' : 'updates.ready', { version: s.release.version })
  }
}

/** What the frame shows: a download under way, a downloaded update, or a download that failed. */
export const showsInFrame = (s: UpdateStatus | null): boolean =>
  !!s &&
  (s.state === 'downloading' || s.state === 'ready' || (s.state === 'failed' && s.failure !== 'feed' && !!s.release))
