// The app's update status as main reports it (electron-updater in main): checking, downloading with its
// progress, ready to install (on quit once agreed, or now), offline, failed. The words come from i18n.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { UpdateStatus } from '@shared/bridge/updates'
import type { AppError, Result } from '@shared/bridge/errors'
import { onUpdateStatus, updateCalls } from '../bridge/updates'

export const useUpdates = defineStore('updates', () => {
  const status = ref<UpdateStatus | null>(null)
  /** A call that failed on the bridge itself (not an update failure, which is part of the status). */
  const callError = ref<AppError | null>(null)
  /** Set while the user's own action (check, agree, restart) is under way. */
  const busy = ref<'check' | 'agree' | 'install' | null>(null)
  let unsubscribe: (() => void) | null = null

  function accept(r: Result<UpdateStatus>): Result<UpdateStatus> {
    if (r.ok) {
      status.value = r.value
      callError.value = null
    } else callError.value = r.error
    return r
  }

  async function load() {
    unsubscribe ??= onUpdateStatus((s) => (status.value = s))
    return accept(await updateCalls.status())
  }

  async function run(kind: 'check' | 'agree' | 'install', call: () => Promise<Result<UpdateStatus>>) {
    busy.value = kind
    try {
      return accept(await call())
    } finally {
      busy.value = null
    }
  }

  const check = () => run('check', () => updateCalls.check())
  const agreeToInstall = () => run('agree', () => updateCalls.agreeToInstall())
  const installNow = () => run('install', () => updateCalls.installNow())

  return { status, callError, busy, load, check, agreeToInstall, installNow }
})
