// API keys live in the operating system's keychain, one entry per connection id, service "Lagebild".
import { ServiceError } from '../app-error'

export const KEYCHAIN_SERVICE = 'Lagebild'

export interface Keychain {
  get(connectionId: string): Promise<string | null>
  set(connectionId: string, key: string): Promise<void>
  /** True when a key was there to delete. */
  delete(connectionId: string): Promise<boolean>
}

/** The part of @napi-rs/keyring's AsyncEntry we use; injected so the driver can be swapped. */
export interface KeyringEntry {
  setPassword(password: string): Promise<void>
  getPassword(): Promise<string | null>
  deleteCredential(): Promise<boolean>
}
export type KeyringEntryFactory = (service: string, account: string) => KeyringEntry

export class KeychainUnavailableError extends ServiceError {
  constructor(cause: unknown) {
    super(
      'keychain_unavailable',
      'No keychain is available to store API keys. On Linux, Lagebild needs a Secret Service ' +
        '(GNOME Keyring or KWallet) running and unlocked; on macOS the Keychain, on Windows the Credential Manager.'
    )
    this.cause = cause
  }
}

/** A Keychain over a keyring driver. Driver failures become KeychainUnavailableError. */
export function createKeychain(entry: KeyringEntryFactory, service = KEYCHAIN_SERVICE): Keychain {
  const guard = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn()
    } catch (err) {
      throw err instanceof KeychainUnavailableError ? err : new KeychainUnavailableError(err)
    }
  }
  return {
    get: (id) => guard(() => entry(service, id).getPassword()),
    set: (id, key) => guard(() => entry(service, id).setPassword(key)),
    delete: (id) => guard(() => entry(service, id).deleteCredential())
  }
}

/**
 * Start-up self-test (as Joplin does): write, read back and delete a probe entry. Throws
 * KeychainUnavailableError when the keychain cannot hold a secret.
 */
export async function selfTestKeychain(keychain: Keychain, probeId = '__lagebild_self_test__'): Promise<void> {
  const probe = `probe-${Date.now()}-${Math.random().toString(36).slice(2)}`
  try {
    await keychain.set(probeId, probe)
    const back = await keychain.get(probeId)
    if (back !== probe) throw new Error('the keychain returned a different value than was written')
  } catch (err) {
    throw err instanceof KeychainUnavailableError ? err : new KeychainUnavailableError(err)
  } finally {
    await keychain.delete(probeId).catch(() => undefined)
  }
}
