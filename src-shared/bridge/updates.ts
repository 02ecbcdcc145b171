// App updates (electron-updater): main checks the release feed at start when the setting is on,
// downloads a newer version in the background and installs it when the app quits, once the user has
// agreed (or at once: "restart now"). The status travels as data; the renderer words it in the UI
// language (never the updater's English messages). contract.ts spreads these into `contract`.
import { Type, type Static } from '@sinclair/typebox'
import { Literals } from '../api/common'
import { call, event } from './define'

/** Why updates do not run in this copy of the app: a development or test build, or an installation electron-updater cannot update (e.g. Linux outside an AppImage). */
export const UPDATE_UNAVAILABLE_REASONS = ['development', 'unsupported'] as const
/** feed: the release feed answered something that is not valid update information; download: the installer could not be fetched; checksum: it was fetched but its sha512 did not match the feed's. */
export const UPDATE_FAILURES = ['feed', 'download', 'checksum'] as const

/** A release newer than the running app, as the feed describes it. */
export const UpdateRelease = Type.Object({
  version: Type.String({ maxLength: 64 }),
  releaseDate: Type.Optional(Type.String({ maxLength: 64 })),
  /** Plain text, every language the release was written in (sections `## Deutsch`, `## English`). */
  notes: Type.String({ maxLength: 50_000 })
})
export type UpdateRelease = Static<typeof UpdateRelease>

const currentVersion = Type.String()
const checkedAt = Type.String()

export const UpdateStatus = Type.Union([
  Type.Object({ state: Type.Literal('unavailable'), currentVersion, reason: Literals(UPDATE_UNAVAILABLE_REASONS) }),
  /** Not checked in this session (the start check is switched off, or has not run yet). */
  Type.Object({ state: Type.Literal('idle'), currentVersion }),
  Type.Object({ state: Type.Literal('checking'), currentVersion }),
  /** The feed's newest version is this one (or older: never a downgrade). */
  Type.Object({ state: Type.Literal('up-to-date'), currentVersion, latest: Type.String({ maxLength: 64 }), checkedAt }),
  /** The feed could not be reached (no network, server down): a quiet state, tried again at the next start or on request. */
  Type.Object({ state: Type.Literal('offline'), currentVersion, checkedAt }),
  Type.Object({
    state: Type.Literal('failed'),
    currentVersion,
    failure: Literals(UPDATE_FAILURES),
    /** The release that failed to download (absent when the feed itself failed). */
    release: Type.Optional(UpdateRelease),
    checkedAt
  }),
  Type.Object({
    state: Type.Literal('downloading'),
    currentVersion,
    release: UpdateRelease,
    percent: Type.Number({ minimum: 0, maximum: 100 }),
    transferred: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 })
  }),
  /** Downloaded and verified (sha512). `agreed`: the user chose to install it when the app quits. */
  Type.Object({ state: Type.Literal('ready'), currentVersion, release: UpdateRelease, agreed: Type.Boolean() })
])
export type UpdateStatus = Static<typeof UpdateStatus>

export const updatesDomain = {
  status: call([], UpdateStatus),
  /** Checks the feed now (Settings, or "try again"); answers once the check is done, a download goes on in the background. */
  check: call([], UpdateStatus),
  /** Install the downloaded update when the app quits; without a downloaded update, answers the status unchanged. */
  agreeToInstall: call([], UpdateStatus),
  /** Quit, install the downloaded update and start again. */
  installNow: call([], UpdateStatus)
}

export const updateEvents = {
  /** The update status changed; while downloading, about once a second with the progress. */
  updateStatus: event(UpdateStatus)
}
