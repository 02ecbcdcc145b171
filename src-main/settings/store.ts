// The settings service over a conf-compatible store (electron-store in Electron, conf in tests).
// Settings the renderer changes go through `request`: allowing tile servers on this computer or the
// local network (and every other tile server while that is allowed) needs the user's yes in a dialog
// main shows (confirm.ts); the origins the user confirmed are remembered, so each is asked once.
import type { Language, SettingsPatch, SettingsView } from '@shared/bridge/contract'
import { CONFIRMED_ORIGINS_MAX, type ConfirmedOrigins, type SettingsData } from './schema'
import { invalidArgument } from '../app-error'
import { declined, placeOf, refuseAll, tileQuestion, type Confirm } from '../confirm'
import { tileOriginOf, tileUrlProblem } from '../tiles/policy'

/** What we use of conf / electron-store. Both classes satisfy it. */
export interface SettingsBackend {
  get<K extends keyof SettingsData>(key: K): SettingsData[K]
  set<K extends keyof SettingsData>(key: K, value: SettingsData[K]): void
  readonly path: string
}

export interface SettingsService {
  /**
   * The settings as the app uses them. `tileAllowLocal` is on only while the tile URL's origin is one the
   * user confirmed (a file that says "on" for another origin, edited by hand or written before, says off).
   */
  read(): Omit<SettingsData, 'connections' | 'activeConnectionId' | 'confirmedOrigins'>
  /** Main's own change (the test harness, migrations): applied as given; a tile server it allows counts as confirmed. */
  update(patch: SettingsPatch): void
  /**
   * A change the renderer asks for. Allowing local tile servers, or another tile URL while they are
   * allowed, is asked of the user first (naming the address) unless its origin was confirmed before;
   * declined, nothing changes and the answer is a `declined` error.
   */
  request(patch: SettingsPatch): Promise<void>
  /** Raw access for the connections service. */
  readonly backend: SettingsBackend
}

export { tileOriginOf }

/** The origins the user confirmed, of both kinds. */
export function confirmedOrigins(backend: SettingsBackend): ConfirmedOrigins {
  const stored = backend.get('confirmedOrigins') as Partial<ConfirmedOrigins> | undefined
  return { tiles: [...(stored?.tiles ?? [])], connections: [...(stored?.connections ?? [])] }
}

/** Remembers an origin the user confirmed (the oldest are forgotten beyond CONFIRMED_ORIGINS_MAX). */
export function rememberOrigin(backend: SettingsBackend, kind: keyof ConfirmedOrigins, origin: string): void {
  const all = confirmedOrigins(backend)
  if (all[kind].includes(origin)) return
  all[kind] = [...all[kind], origin].slice(-CONFIRMED_ORIGINS_MAX)
  backend.set('confirmedOrigins', all)
}

/**
 * Asks at most once at a time per key: requests that need the same confirmation while its dialog is open
 * wait for that one answer instead of opening a second dialog.
 */
export function onceAtATime() {
  const open = new Map<string, Promise<boolean>>()
  return (key: string, ask: () => Promise<boolean>): Promise<boolean> => {
    let pending = open.get(key)
    if (!pending) {
      pending = ask()
        .catch(() => false)
        .finally(() => open.delete(key))
      open.set(key, pending)
    }
    return pending
  }
}

export function createSettingsService(backend: SettingsBackend, confirm: Confirm = refuseAll): SettingsService {
  const ask = onceAtATime()
  const tileConfirmed = (template: string) => {
    const origin = tileOriginOf(template)
    return origin !== null && confirmedOrigins(backend).tiles.includes(origin)
  }
  const allowLocalStored = () => backend.get('tileAllowLocal') ?? false

  /** The patch as a whole is checked first: a refused tile URL changes nothing. */
  function check(patch: SettingsPatch) {
    if (patch.tileUrl !== undefined) {
      const problem = tileUrlProblem(patch.tileUrl, { allowLocal: patch.tileAllowLocal ?? allowLocalStored() })
      if (problem) throw invalidArgument(problem, { tileUrl: [problem] })
    }
  }

  /** Whether the patch leaves local tile servers allowed for a tile URL it set or allowed just now. */
  const allowsTileServer = (patch: SettingsPatch) =>
    (patch.tileAllowLocal ?? allowLocalStored()) && (patch.tileAllowLocal === true || patch.tileUrl !== undefined)

  function apply(patch: SettingsPatch) {
    if (patch.language !== undefined) backend.set('language', patch.language)
    if (patch.tileAllowLocal !== undefined) backend.set('tileAllowLocal', patch.tileAllowLocal)
    if (patch.tileUrl !== undefined) backend.set('tileUrl', patch.tileUrl)
    if (patch.tileAttribution !== undefined) backend.set('tileAttribution', patch.tileAttribution)
    if (patch.cacheSizeCapMb !== undefined) backend.set('cacheSizeCapMb', patch.cacheSizeCapMb)
    if (patch.checkUpdatesAtStart !== undefined) backend.set('checkUpdatesAtStart', patch.checkUpdatesAtStart)
    if (patch.sampleIntroSeen !== undefined) backend.set('sampleIntroSeen', patch.sampleIntroSeen)
  }

  return {
    backend,
    read: () => ({
      language: backend.get('language'),
      tileUrl: backend.get('tileUrl'),
      tileAttribution: backend.get('tileAttribution'),
      tileAllowLocal: allowLocalStored() && tileConfirmed(backend.get('tileUrl')),
      cacheSizeCapMb: backend.get('cacheSizeCapMb'),
      // Files written before the setting existed get the default from the store's defaults; `?? true` besides.
      checkUpdatesAtStart: backend.get('checkUpdatesAtStart') ?? true,
      sampleIntroSeen: backend.get('sampleIntroSeen') ?? false
    }),
    update(patch) {
      check(patch)
      if (allowsTileServer(patch)) {
        const origin = tileOriginOf(patch.tileUrl ?? backend.get('tileUrl'))
        if (origin) rememberOrigin(backend, 'tiles', origin)
      }
      apply(patch)
    },
    async request(patch) {
      check(patch)
      if (allowsTileServer(patch)) {
        const template = patch.tileUrl ?? backend.get('tileUrl')
        const origin = tileOriginOf(template)
        if (!origin) throw invalidArgument('The tile URL is not a valid URL.', { tileUrl: ['not a valid URL'] })
        if (!confirmedOrigins(backend).tiles.includes(origin)) {
          const language: Language = patch.language ?? backend.get('language')
          const yes = await ask(`tiles ${origin}`, () =>
            confirm(tileQuestion(language, origin, placeOf(new URL(origin))))
          )
          if (!yes) throw declined(`Loading map tiles from ${origin} with local tile servers allowed`)
          rememberOrigin(backend, 'tiles', origin)
        }
      }
      // Checked again after the dialog: another change may have come meanwhile.
      check(patch)
      apply(patch)
    }
  }
}

export type { SettingsView }
