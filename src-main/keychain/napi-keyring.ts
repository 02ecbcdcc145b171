// The @napi-rs/keyring driver: macOS Keychain, Windows Credential Manager, Secret Service on Linux.
import { AsyncEntry } from '@napi-rs/keyring'
import { createKeychain, type Keychain, KEYCHAIN_SERVICE } from './index'

export function createNapiKeychain(service = KEYCHAIN_SERVICE): Keychain {
  // On Linux pin to the Secret Service: keyutils would keep keys only until logout.
  const options = process.platform === 'linux' ? { linux: { store: 'secret-service' as const } } : undefined
  return createKeychain((svc, account) => new AsyncEntry(svc, account, options), service)
}
