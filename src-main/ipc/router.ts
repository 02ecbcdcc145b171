// The ipc router: one entry per contract call. Validates arguments (the renderer is untrusted), checks
// the sender, runs the handler and returns a Result. Transport-free: the Electron shell
// (shell/ipc.ts) and the end-to-end harness both call `invoke`.
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import type { TSchema } from '@sinclair/typebox'
import {
  contract,
  type ArgsOf,
  type CallName,
  type CallSpec,
  type Contract,
  type Domain,
  type EventName,
  type EventPayload,
  type ResultOf
} from '@shared/bridge/contract'
import type { AppError, Result } from '@shared/bridge/errors'
import { ServiceError } from '../app-error'
import { redact } from '@shared/redact'
import { channelOf } from '@shared/bridge/manifest'
import { strictSchema } from './strict-schema'
import { argumentBoundsProblem, limitsFor, type ArgumentLimits } from './argument-bounds'
import { decodeCall } from '@shared/bridge/wire'
import { stripDirectionControls } from '@shared/format/direction-controls'
import { consoleLogger, type Logger } from '../log/logger'

/** One function per contract call; may return the value or throw (ServiceError, API errors, anything). */
export type Handlers = {
  [D in Domain]: {
    [C in CallName<D>]: (
      ...args: ArgsOf<Contract[D][C]>
    ) => Promise<ResultOf<Contract[D][C]>> | ResultOf<Contract[D][C]>
  }
}

export interface Sender {
  /** URL of the frame that made the call (Electron: event.senderFrame.url). */
  url: string
}

export interface IpcRouterOptions {
  /** Origins (scheme://host:port) whose pages may call: the app scheme, the dev server, the e2e harness. */
  allowedOrigins?: string[]
  /** Maps a thrown error to an AppError (e.g. the api client's toAppError); undefined when unknown. */
  mapError?: (err: unknown) => AppError | undefined
  /** Where details of unexpected errors go (redacted). Defaults to console.error. */
  log?: Logger
  /** The log folder, named in the message of an unexpected error. */
  logDir?: string
  /** Secrets to blank out of logged details, besides api_key=… patterns. */
  secrets?: () => string[]
}

export type EventListener = <E extends EventName>(name: E, payload: EventPayload<E>) => void

export interface IpcRouter {
  /** Every call of the contract as [domain, name, channel]. */
  readonly calls: ReadonlyArray<{ domain: Domain; name: string; channel: string }>
  invoke(domain: string, name: string, args: unknown, sender: Sender): Promise<Result<unknown>>
  /**
   * A call as the preload sends it (src-shared/bridge/wire.ts): the arguments as one JSON string and the
   * byte blocks they refer to, decoded under the call's limits before anything is built from them.
   */
  invokeWire(domain: string, name: string, json: unknown, bytes: unknown, sender: Sender): Promise<Result<unknown>>
  /** Publish a contract event to every subscriber (the shell forwards it to windows). */
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void
  /** Subscribe to contract events; returns an unsubscribe function. */
  onEvent(listener: EventListener): () => void
  isTrustedSender(url: string): boolean
}

interface Entry {
  check: TypeCheck<TSchema>
  limits: ArgumentLimits
  handler: (...args: unknown[]) => unknown
}

const domains = () => Object.keys(contract).filter((d) => d !== 'events') as Domain[]

export const contractCalls = () =>
  domains().flatMap((domain) =>
    Object.entries(contract[domain] as Record<string, CallSpec>)
      .filter(([, spec]) => spec.kind === 'call')
      .map(([name]) => ({ domain, name, channel: channelOf(domain, name) }))
  )

/**
 * scheme://host[:port] of a page URL, for http(s) and for the app's own standard scheme (whose origin
 * the URL parser calls "null" because it does not know the scheme); null for file:, data:, about: and
 * anything else without a host.
 */
export function originOf(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.origin !== 'null') return parsed.origin
  if (parsed.protocol === 'file:' || !parsed.host || parsed.username || parsed.password) return null
  return `${parsed.protocol}//${parsed.host}`
}

export function createIpcRouter(handlers: Handlers, options: IpcRouterOptions = {}): IpcRouter {
  const log = options.log ?? consoleLogger
  const entries = new Map<string, Entry>()
  const calls = contractCalls()
  for (const { domain, name } of calls) {
    const handler = (handlers as unknown as Record<string, Record<string, Entry['handler']> | undefined>)[domain]?.[
      name
    ]
    if (typeof handler !== 'function') throw new Error(`no handler for contract call ${domain}.${name}`)
    const spec = (contract[domain] as Record<string, CallSpec>)[name]
    entries.set(`${domain}.${name}`, {
      check: TypeCompiler.Compile(strictSchema(spec.args)),
      limits: limitsFor(spec.args),
      handler
    })
  }
  const eventSchemas = new Map(
    Object.entries(contract.events).map(([name, spec]) => [name, TypeCompiler.Compile(spec.payload)])
  )
  const listeners = new Set<EventListener>()

  const origins = new Set((options.allowedOrigins ?? []).map((o) => originOf(o)).filter((o) => o !== null))

  // No file:// page is trusted: the app is served from its own scheme (app-scheme.ts).
  function isTrustedSender(url: string): boolean {
    const origin = originOf(url)
    return origin !== null && origins.has(origin)
  }

  function unexpected(err: unknown, where: string): AppError {
    const secrets = options.secrets?.() ?? []
    log.error(`ipc ${where} failed`, redact(describeThrown(err), secrets))
    const hint = options.logDir ? ` Details are in the log in ${options.logDir}.` : ' Details are in the log.'
    return { code: 'internal', message: `Something went wrong inside Lagebild.${hint}` }
  }

  const refused = (where: string, problem: string): Result<unknown> => ({
    ok: false,
    error: {
      code: 'invalid_argument',
      message: `Invalid arguments for ${where}: ${problem}.`,
      fieldErrors: noProto({ arguments: [problem] })
    }
  })

  const invoke = (domain: string, name: string, args: unknown, sender: Sender) =>
    call(domain, name, sender, () => ({ ok: true, args }))

  const invokeWire = (domain: string, name: string, json: unknown, bytes: unknown, sender: Sender) =>
    call(domain, name, sender, (entry) => decodeCall(json, bytes, entry.limits))

  // Never throws, whatever the caller passes: a hostile argument (a getter that throws, keys such as
  // __proto__ or toString, a symbol for a name) gets an error result like any other invalid call.
  async function call(
    domain: string,
    name: string,
    sender: Sender,
    argsOf: (entry: Entry) => { ok: true; args: unknown } | { ok: false; problem: string }
  ): Promise<Result<unknown>> {
    let where = 'unknown call'
    try {
      const named = typeof domain === 'string' && typeof name === 'string'
      if (named) where = `${domain}.${name}`
      const url = typeof sender?.url === 'string' ? sender.url : ''
      if (!isTrustedSender(url)) {
        log.warn('ipc call from an untrusted sender rejected', { call: where, url: redact(url, []) })
        return { ok: false, error: { code: 'forbidden', message: 'This page may not use Lagebild’s functions.' } }
      }
      if (!named) return { ok: false, error: { code: 'invalid_argument', message: 'Unknown call.' } }
      const entry = entries.get(where)
      if (!entry) return { ok: false, error: { code: 'invalid_argument', message: `Unknown call ${where}.` } }
      const decoded = argsOf(entry)
      if (!decoded.ok) return refused(where, decoded.problem)
      const args = decoded.args
      // Sizes first, so the schema check below never walks a huge argument.
      const tooLarge = argumentBoundsProblem(args, entry.limits)
      if (tooLarge) return refused(where, tooLarge)
      if (!passes(entry.check, args)) {
        const invalid: AppError = { code: 'invalid_argument', message: `Invalid arguments for ${where}.` }
        const fields = fieldErrors(entry.check, args)
        return { ok: false, error: fields ? { ...invalid, fieldErrors: fields } : invalid }
      }
      return { ok: true, value: await entry.handler(...stripDirectionControls(args as unknown[])) }
    } catch (err) {
      return { ok: false, error: errorOf(err, where) }
    }
  }

  function errorOf(err: unknown, where: string): AppError {
    try {
      if (err instanceof ServiceError) return err.appError
      const mapped = options.mapError?.(err)
      if (mapped && mapped.code !== 'internal') return mapped
      return unexpected(err, where)
    } catch (mapErr) {
      try {
        return unexpected(mapErr, where)
      } catch {
        return { code: 'internal', message: 'Something went wrong inside Lagebild. Details are in the log.' }
      }
    }
  }

  function emit<E extends EventName>(name: E, payload: EventPayload<E>) {
    const check = eventSchemas.get(name)
    if (!check || !check.Check(payload)) {
      log.error(`event ${name} with a payload outside the contract dropped`)
      return
    }
    for (const listener of listeners) {
      try {
        listener(name, payload)
      } catch (err) {
        unexpected(err, `event ${name}`)
      }
    }
  }

  return {
    calls,
    invoke,
    invokeWire,
    emit,
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isTrustedSender
  }
}

/** A plain record without a prototype (it crosses the bridge as data). */
function noProto(record: Record<string, string[]>): Record<string, string[]> {
  return Object.assign(Object.create(null) as Record<string, string[]>, record)
}

/** Whether the arguments match the call's schema; an argument that makes the check itself throw does not. */
function passes(check: TypeCheck<TSchema>, args: unknown): boolean {
  try {
    return check.Check(args)
  } catch {
    return false
  }
}

/** What was thrown, as text for the log; never throws itself (a thrown object may have a hostile toString). */
function describeThrown(err: unknown): string {
  try {
    return err instanceof Error ? `${err.name}: ${err.message}\n${err.stack ?? ''}` : String(err)
  } catch {
    return Object.prototype.toString.call(err)
  }
}

/**
 * Field errors keyed by the path inside the argument: "/0/baseUrl" -> "baseUrl"; a whole argument -> "arg0";
 * the argument list itself -> "arguments". Collected in a Map, so a path such as "__proto__", "constructor"
 * or "toString" is a key like any other and no prototype is read or written; handed back as an object
 * without a prototype (it crosses the bridge as plain data).
 */
function fieldErrors(check: TypeCheck<TSchema>, args: unknown): Record<string, string[]> | undefined {
  const collected = new Map<string, string[]>()
  let count = 0
  try {
    for (const e of check.Errors(args)) {
      const m = /^\/(\d+)(?:\/(.*))?$/.exec(e.path)
      const key = !m ? 'arguments' : m[2] ? m[2].replace(/\//g, '.') : `arg${m[1]}`
      let list = collected.get(key)
      if (!list) collected.set(key, (list = []))
      if (!list.includes(e.message)) list.push(e.message)
      if (++count >= 20) break
    }
  } catch {
    // An argument that cannot even be walked (a structure IPC would never deliver): no field details.
    if (collected.size === 0) return undefined
  }
  const out = Object.create(null) as Record<string, string[]>
  for (const [key, list] of collected)
    Object.defineProperty(out, key, { value: list, enumerable: true, writable: true, configurable: true })
  return out
}
