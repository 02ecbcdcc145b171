// Connections: the built-in Sandbox and Vendor plus the user's own. Keys live in the keychain only;
// the renderer learns whether a key is set and its last four characters. An address (origin) Lagebild
// has not sent requests to before is confirmed by the user in a dialog main shows, when a connection
// is saved with it and, for connections stored before, when one is first used; the vendor's and the
// built-in sandbox's own addresses need no confirmation.
import { randomUUID } from 'node:crypto'
import type { ConnectionDraft, ConnectionView, SavedConnection } from '@shared/bridge/contract'
import { isBuiltInSandbox } from '@shared/bridge/connection-kinds'
import { invalidArgument, ServiceError } from '../app-error'
import { connectionQuestion, declined, placeOf, refuseAll, type Confirm } from '../confirm'
import type { Keychain } from '../keychain'
import type { SandboxLauncher } from '../sandbox/launcher'
import { BUILT_IN_CONNECTIONS, SANDBOX_ID, VENDOR_BASE_URL, VENDOR_ID } from '../settings/schema'
import { confirmedOrigins, onceAtATime, rememberOrigin, type SettingsBackend } from '../settings/store'
import { isLoopbackName } from '../tiles/policy'

/** Where and how main reaches a connection. Main-only: holds the key. */
export interface ResolvedConnection {
  connection: SavedConnection
  baseUrl: string
  apiKey: string | null
}

export interface ConnectionService {
  list(): Promise<ConnectionView[]>
  get(id: string): Promise<ConnectionView>
  save(draft: ConnectionDraft): Promise<ConnectionView>
  remove(id: string): Promise<ConnectionView[]>
  setActive(id: string): Promise<ConnectionView[]>
  setKey(id: string, key: string): Promise<ConnectionView>
  clearKey(id: string): Promise<ConnectionView>
  /** The active connection's id: the chosen one, else Vendor when it has a key, else Sandbox. */
  activeId(): Promise<string>
  /** Base URL and key for calls from main (starts the sandbox for the sandbox connection). */
  resolve(id: string): Promise<ResolvedConnection>
  /** Every stored key, for redaction of logs. */
  knownSecrets(): string[]
}

export interface ConnectionServiceDeps {
  settings: SettingsBackend
  keychain: Keychain
  sandbox: SandboxLauncher
  /** Called with the new list after every change (the shell emits connectionsChanged). */
  onChange?: (connections: ConnectionView[]) => void
  /** Asks the user about an address not used before (the Electron shell: a native dialog); without it, nothing new is confirmed. */
  confirm?: Confirm
}

/** Whether a key may be sent to this base URL: https, or http to this computer. */
export function keyMayTravelTo(baseUrl: string): boolean {
  try {
    const url = new URL(baseUrl)
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackName(url.hostname))
  } catch {
    return false
  }
}

const originOf = (baseUrl: string): string | null => {
  try {
    return new URL(baseUrl).origin
  } catch {
    return null
  }
}

const insecureForKey = () =>
  invalidArgument('A connection with an API key must use https:// (plain http only to this computer).', {
    baseUrl: ['must be https for a connection with a key']
  })

const notFound = (id: string) => new ServiceError('not_found', `There is no connection "${id}".`)

export function createConnectionService({
  settings,
  keychain,
  sandbox,
  onChange,
  confirm = refuseAll
}: ConnectionServiceDeps): ConnectionService {
  // Keys read from the keychain, so list() does not ask the keychain for every row every time.
  const keyCache = new Map<string, string | null>()
  const secrets = new Set<string>()
  // The built-in sandbox's own address (known once it runs), which needs no confirmation.
  const sandboxOrigins = new Set<string>()
  const ask = onceAtATime()

  /** Resolves once the user confirmed the address (now or before); throws `declined` when they said no. */
  async function confirmAddress(baseUrl: string): Promise<void> {
    const origin = originOf(baseUrl)
    if (origin === null) throw invalidArgument('The address is not a valid URL.', { baseUrl: ['not a valid URL'] })
    if (
      origin === originOf(VENDOR_BASE_URL) ||
      sandboxOrigins.has(origin) ||
      confirmedOrigins(settings).connections.includes(origin)
    )
      return
    const yes = await ask(origin, () =>
      confirm(connectionQuestion(settings.get('language'), baseUrl, placeOf(new URL(baseUrl))))
    )
    if (!yes) throw declined(`Sending requests to ${origin}`)
    rememberOrigin(settings, 'connections', origin)
  }

  const stored = (): SavedConnection[] => {
    const list = settings.get('connections') ?? []
    // Built-ins are always there, in front, even if the file lost them.
    const builtIns = BUILT_IN_CONNECTIONS.map((b) => ({ ...b, ...list.find((c) => c.id === b.id), kind: b.kind }))
    return [...builtIns, ...list.filter((c) => c.kind === 'custom' && !BUILT_IN_CONNECTIONS.some((b) => b.id === c.id))]
  }
  const find = (id: string) => {
    const c = stored().find((x) => x.id === id)
    if (!c) throw notFound(id)
    return c
  }
  const keyOf = async (id: string): Promise<string | null> => {
    if (!keyCache.has(id)) {
      const key = await keychain.get(id)
      keyCache.set(id, key)
      if (key) secrets.add(key)
    }
    return keyCache.get(id) ?? null
  }

  async function activeId(): Promise<string> {
    const chosen = settings.get('activeConnectionId')
    if (chosen && stored().some((c) => c.id === chosen)) return chosen
    return (await keyOf(VENDOR_ID)) ? VENDOR_ID : SANDBOX_ID
  }

  async function view(c: SavedConnection, active: string): Promise<ConnectionView> {
    if (isBuiltInSandbox(c)) return { ...c, hasKey: true, keyLast4: null, active: c.id === active }
    const key = await keyOf(c.id)
    return { ...c, hasKey: !!key, keyLast4: key ? key.slice(-4) : null, active: c.id === active }
  }

  async function list(): Promise<ConnectionView[]> {
    const active = await activeId()
    const out: ConnectionView[] = []
    for (const c of stored()) out.push(await view(c, active))
    return out
  }

  async function changed(): Promise<ConnectionView[]> {
    const now = await list()
    // The built-in sandbox runs only while it is the active connection.
    if (!now.some((c) => c.active && isBuiltInSandbox(c))) await sandbox.stop().catch(() => undefined)
    onChange?.(now)
    return now
  }

  async function get(id: string): Promise<ConnectionView> {
    return view(find(id), await activeId())
  }

  function checkBaseUrl(raw: string): string {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      throw invalidArgument('The address is not a valid URL.', { baseUrl: ['not a valid URL'] })
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw invalidArgument('The address must start with https:// or http://.', { baseUrl: ['must be http or https'] })
    }
    if (url.username || url.password || url.search || url.hash) {
      throw invalidArgument('The address must not carry credentials, a query or a fragment.', {
        baseUrl: ['no credentials, query or fragment']
      })
    }
    return url.href.replace(/\/+$/, '')
  }

  async function save(draft: ConnectionDraft): Promise<ConnectionView> {
    const all = stored()
    const name = draft.name.trim()
    if (!name) throw invalidArgument('A connection needs a name.', { name: ['required'] })
    let saved: SavedConnection
    let removeKeyOnSave = false
    if (draft.id) {
      const existing = all.find((c) => c.id === draft.id)
      if (!existing) throw notFound(draft.id)
      // The sandbox's address is known only once it runs; its name can change.
      saved = { ...existing, name, baseUrl: isBuiltInSandbox(existing) ? '' : checkBaseUrl(draft.baseUrl) }
      if (existing.kind === 'vendor' && originOf(saved.baseUrl) !== originOf(VENDOR_BASE_URL)) {
        throw invalidArgument(`The vendor connection always goes to ${VENDOR_BASE_URL}.`, {
          baseUrl: ['fixed for the vendor connection']
        })
      }
      // A key was given for one server: another scheme, host or port must not receive it.
      if (!isBuiltInSandbox(existing) && originOf(saved.baseUrl) !== originOf(existing.baseUrl)) {
        removeKeyOnSave = true
      }
    } else {
      saved = { id: `c-${randomUUID().slice(0, 8)}`, kind: 'custom', name, baseUrl: checkBaseUrl(draft.baseUrl) }
    }
    // Before anything is stored: an address not used before needs the user's yes.
    if (saved.kind === 'custom') await confirmAddress(saved.baseUrl)
    const current = stored()
    const next = current.some((c) => c.id === saved.id)
      ? current.map((c) => (c.id === saved.id ? saved : c))
      : [...current, saved]
    // Key first: if the keychain fails, the old address (the key's) stays too.
    if (removeKeyOnSave) {
      await keychain.delete(saved.id)
      keyCache.set(saved.id, null)
    }
    settings.set('connections', next)
    await changed()
    return get(saved.id)
  }

  async function remove(id: string): Promise<ConnectionView[]> {
    const c = find(id)
    if (c.kind !== 'custom')
      throw new ServiceError('bad_request', `The built-in connection "${c.name}" cannot be removed.`)
    await keychain.delete(id)
    keyCache.delete(id)
    settings.set(
      'connections',
      stored().filter((x) => x.id !== id)
    )
    if (settings.get('activeConnectionId') === id) settings.set('activeConnectionId', null)
    return changed()
  }

  async function setActive(id: string): Promise<ConnectionView[]> {
    find(id)
    settings.set('activeConnectionId', id)
    return changed()
  }

  async function setKey(id: string, key: string): Promise<ConnectionView> {
    const c = find(id)
    if (isBuiltInSandbox(c)) throw invalidArgument('The built-in sandbox brings its own key.', { key: ['not used'] })
    const trimmed = key.trim()
    if (!trimmed || /\s/.test(trimmed))
      throw invalidArgument('An API key is one word without spaces.', { key: ['no spaces'] })
    if (!keyMayTravelTo(c.baseUrl)) throw insecureForKey()
    await keychain.set(id, trimmed)
    keyCache.set(id, trimmed)
    secrets.add(trimmed)
    await changed()
    return get(id)
  }

  async function clearKey(id: string): Promise<ConnectionView> {
    const c = find(id)
    if (isBuiltInSandbox(c)) throw invalidArgument('The built-in sandbox brings its own key.', { key: ['not used'] })
    await keychain.delete(id)
    keyCache.set(id, null)
    await changed()
    return get(id)
  }

  async function resolve(id: string): Promise<ResolvedConnection> {
    const connection = find(id)
    if (isBuiltInSandbox(connection)) {
      const { url, key } = await sandbox.start()
      secrets.add(key)
      const own = originOf(url)
      if (own) sandboxOrigins.add(own)
      return { connection, baseUrl: url, apiKey: key }
    }
    // A custom connection stored before addresses were confirmed (or edited into the file) is asked about on first use.
    if (connection.kind === 'custom') await confirmAddress(connection.baseUrl)
    const apiKey = await keyOf(id)
    // A settings file edited by hand (or written before this rule) must not send the key in clear either.
    if (apiKey && !keyMayTravelTo(connection.baseUrl)) throw insecureForKey()
    if (connection.kind === 'vendor' && originOf(connection.baseUrl) !== originOf(VENDOR_BASE_URL)) {
      throw new ServiceError(
        'bad_request',
        `The vendor connection always goes to ${VENDOR_BASE_URL}; its address in the settings file was changed.`
      )
    }
    return { connection, baseUrl: connection.baseUrl, apiKey }
  }

  return { list, get, save, remove, setActive, setKey, clearKey, activeId, resolve, knownSecrets: () => [...secrets] }
}
