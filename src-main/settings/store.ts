// The settings service over a conf-compatible store (electron-store in Electron, conf in tests).
import type { SettingsPatch, SettingsView } from '@shared/bridge/contract'
import type { SettingsData } from './schema'
import { invalidArgument } from '../app-error'
import { tileUrlProblem } from '../tile-policy'

/** What we use of conf / electron-store. Both classes satisfy it. */
export interface SettingsBackend {
  get<K extends keyof SettingsData>(key: K): SettingsData[K]
  set<K extends keyof SettingsData>(key: K, value: SettingsData[K]): void
  readonly path: string
}

export interface SettingsService {
  read(): Omit<SettingsData, 'connections' | 'activeConnectionId'>
  update(patch: SettingsPatch): void
  /** Raw access for the connections service. */
  readonly backend: SettingsBackend
}

export function createSettingsService(backend: SettingsBackend): SettingsService {
  return {
    backend,
    read: () => ({
      language: backend.get('language'),
      tileUrl: backend.get('tileUrl'),
      tileAttribution: backend.get('tileAttribution'),
      tileAllowLocal: backend.get('tileAllowLocal') ?? false,
      cacheSizeCapMb: backend.get('cacheSizeCapMb'),
      // Files written before the setting existed get the default from the store's defaults; `?? true` besides.
      checkUpdatesAtStart: backend.get('checkUpdatesAtStart') ?? true
    }),
    update(patch) {
      // Checked as a whole first: a refused tile URL changes nothing.
      if (patch.tileUrl !== undefined) {
        const problem = tileUrlProblem(patch.tileUrl, { allowLocal: patch.tileAllowLocal ?? backend.get('tileAllowLocal') ?? false })
        if (problem) throw invalidArgument(problem, { tileUrl: [problem] })
      }
      if (patch.language !== undefined) backend.set('language', patch.language)
      if (patch.tileAllowLocal !== undefined) backend.set('tileAllowLocal', patch.tileAllowLocal)
      if (patch.tileUrl !== undefined) backend.set('tileUrl', patch.tileUrl)
      if (patch.tileAttribution !== undefined) backend.set('tileAttribution', patch.tileAttribution)
      if (patch.cacheSizeCapMb !== undefined) backend.set('cacheSizeCapMb', patch.cacheSizeCapMb)
      if (patch.checkUpdatesAtStart !== undefined) backend.set('checkUpdatesAtStart', patch.checkUpdatesAtStart)
    }
  }
}

export type { SettingsView }
