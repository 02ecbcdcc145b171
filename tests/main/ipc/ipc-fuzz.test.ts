// The ipc router as a compromised renderer meets it: whatever arrives for whatever
// channel of the contract, the answer is a Result (never a throw), errors are data of the contract's
// AppError shape, and no prototype is touched. Arguments are fuzzed with fast-check: anything at all,
// objects whose own keys are __proto__, constructor, toString, valueOf and the like (as JSON.parse and
// the structured clone of IPC deliver them), and valid arguments with such a key slipped in at any depth.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Value } from '@sinclair/typebox/value'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { contract, type CallSpec } from '@shared/bridge/contract'
import { AppError, ERROR_CODES } from '@shared/bridge/errors'
import { ApiError } from '@main/api'
import { ServiceError } from '@main/app-error'
import { contractCalls, createIpcRouter, type Handlers } from '@main/ipc/router'
import { strictSchema } from '@main/ipc/strict-schema'
import { appErrorOf } from '@main/app-error'
import { APP_SENDER, createTestApp, type TestApp } from '../../helpers/platform'

/** Keys that name something on Object.prototype (or that code likes to read from any object). */
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  'then',
  'toJSON',
  'length'
]

/** An object with the given own properties, made as JSON.parse makes them (so "__proto__" is an own key). */
function own(entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const o: Record<string, unknown> = {}
  for (const [k, v] of entries)
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true })
  return o
}

const key = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }
)
const leaf = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...HOSTILE_KEYS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined)
)
const { value: hostile } = fc.letrec<{ value: unknown; obj: Record<string, unknown> }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tie('obj'),
    fc.array(tie('value'), { maxLength: 4 })
  ),
  obj: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map(own)
}))

/** Every object and array inside a value (typed arrays, such as a photo's bytes, stay as they are), the value itself first. */
function containers(v: unknown, out: object[] = []): object[] {
  if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
    out.push(v)
    for (const child of Object.values(v)) containers(child, out)
  }
  return out
}

/** A valid argument list of the call (TypeBox's defaults) with one hostile key or element slipped in somewhere. */
function mutated(spec: CallSpec) {
  let valid: unknown[]
  try {
    valid = Value.Create(spec.args) as unknown[]
  } catch {
    valid = []
  }
  return fc.tuple(fc.nat(), key, hostile).map(([where, k, v]) => {
    const args = structuredClone(valid)
    const targets = containers(args)
    const target = targets[where % targets.length]!
    if (Array.isArray(target)) target.push(v)
    else Object.defineProperty(target, k, { value: v, enumerable: true, writable: true, configurable: true })
    return args
  })
}

const argsOf = (spec: CallSpec) =>
  fc.oneof(
    hostile,
    fc.array(hostile, { maxLength: 4 }),
    fc.array(fc.array(fc.tuple(key, hostile), { maxLength: 4 }).map(own), { minLength: 1, maxLength: 3 }),
    mutated(spec)
  )

/** What a handler does with the call that got through: answer, or throw one of the things code throws. */
const OUTCOMES: Array<() => unknown> = [
  () => 'fine',
  () =>
    own([
      ['__proto__', { polluted: true }],
      ['constructor', 'x']
    ]),
  () => {
    throw new ServiceError('not_found', 'nothing here')
  },
  () => {
    throw new ApiError({ code: 'rate_limited', message: 'Rate limited', status: 429 })
  },
  () => {
    throw new TypeError('list.includes is not a function')
  },
  () => {
    throw 'a string'
  },
  () => {
    throw null
  },
  () => {
    throw own([
      ['name', 'AbortError'],
      ['toString', 'not a function']
    ])
  },
  () => {
    throw {
      get name(): string {
        throw new Error('a getter that throws')
      },
      toString() {
        throw new Error('a toString that throws')
      }
    }
  },
  () => Promise.reject(new RangeError('async failure'))
]

/** Everything Object.prototype, Array.prototype and Function.prototype have, to compare after the fuzz. */
function prototypesNow() {
  const of = (p: object) =>
    Object.getOwnPropertyNames(p).map((n) => [n, Object.getOwnPropertyDescriptor(p, n)] as const)
  return { object: of(Object.prototype), array: of(Array.prototype), fn: of(Function.prototype) }
}

const appError = TypeCompiler.Compile(AppError)
const calls = contractCalls()
/** Runs per channel; with ~100 channels the whole fuzz takes a few seconds (see the timing test). */
const RUNS_PER_CHANNEL = 300

function expectResult(r: unknown, label: string) {
  expect(r !== null && typeof r === 'object', label).toBe(true)
  const result = r as { ok: unknown; error?: unknown }
  expect(typeof result.ok, label).toBe('boolean')
  if (result.ok === false) {
    expect(appError.Check(result.error), `${label}: ${JSON.stringify(result.error)}`).toBe(true)
    expect(ERROR_CODES).toContain((result.error as AppError).code)
  }
}

describe('ipc router fuzz', () => {
  let before: ReturnType<typeof prototypesNow>
  beforeAll(() => {
    before = prototypesNow()
  })
  afterAll(() => {
    expect(prototypesNow()).toEqual(before)
  })

  it('every channel: a result for any argument, never a throw, no prototype touched', async () => {
    let outcome: () => unknown = OUTCOMES[0]!
    const handlers = Object.fromEntries(
      [...new Set(calls.map((c) => c.domain))].map((d) => [
        d,
        Object.fromEntries(calls.filter((c) => c.domain === d).map((c) => [c.name, () => outcome()]))
      ])
    ) as unknown as Handlers
    const logged: string[] = []
    const router = createIpcRouter(handlers, {
      allowedOrigins: ['http://app.test'],
      mapError: appErrorOf,
      secrets: () => ['sk_fuzz_secret'],
      log: { error: (m) => void logged.push(m), warn: (m) => void logged.push(m) }
    })
    let invoked = 0
    let valid = 0
    for (const { domain, name } of calls) {
      const spec = (contract[domain] as Record<string, CallSpec>)[name]!
      const check = TypeCompiler.Compile(strictSchema(spec.args))
      await fc.assert(
        fc.asyncProperty(argsOf(spec), fc.nat(OUTCOMES.length - 1), async (args, o) => {
          outcome = OUTCOMES[o]!
          if (check.Check(args)) valid++
          let r: unknown
          try {
            r = await router.invoke(domain, name, args, APP_SENDER)
          } catch (err) {
            throw new Error(`${domain}.${name} threw ${String(err)} for ${safeJson(args)}`, { cause: err })
          }
          invoked++
          expectResult(r, `${domain}.${name} ${safeJson(args)}`)
          expect(({} as Record<string, unknown>).polluted).toBeUndefined()
        }),
        { numRuns: RUNS_PER_CHANNEL, seed: 27 }
      )
      expect(prototypesNow(), `${domain}.${name}`).toEqual(before)
    }
    console.log(
      `ipc fuzz: ${calls.length} channels x ${RUNS_PER_CHANNEL} runs = ${invoked} calls (${valid} with valid arguments)`
    )
    expect(invoked).toBe(calls.length * RUNS_PER_CHANNEL)
  })

  it('the review’s throwing arguments: field errors are collected without prototypes and returned as a result', async () => {
    const app = createTestApp()
    try {
      for (const k of ['__proto__', 'constructor', 'toString', 'valueOf']) {
        // "/0/<key>" is the path of the extra property: the field error's key is the property's name.
        const r = await app.router.invoke('settings', 'update', [JSON.parse(`{"${k}": 1}`)], APP_SENDER)
        expect(r, k).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
        if (!r.ok) expect(Object.keys(r.error.fieldErrors ?? {}), k).toEqual([k])
        const whole = await app.router.invoke('connections', 'setActive', JSON.parse(`{"${k}": "x"}`), APP_SENDER)
        expect(whole, k).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
      }
      expect(prototypesNow()).toEqual(before)
    } finally {
      await app.close()
    }
  })

  it('names, senders and arguments no IPC message could carry still get a result', async () => {
    const app: TestApp = createTestApp()
    try {
      const trap = new Proxy(
        {},
        {
          get: () => {
            throw new Error('trap')
          },
          ownKeys: () => {
            throw new Error('trap')
          }
        }
      )
      const odd: Array<[unknown, unknown, unknown, unknown]> = [
        [Symbol('x'), 'get', [], APP_SENDER],
        [
          'settings',
          {
            toString: () => {
              throw new Error('no')
            }
          },
          [],
          APP_SENDER
        ],
        ['settings', 'get', [], null],
        [
          'settings',
          'get',
          [],
          {
            get url(): string {
              throw new Error('no url')
            }
          }
        ],
        ['settings', 'update', trap, APP_SENDER],
        ['settings', 'update', [trap], APP_SENDER],
        [
          'connections',
          'save',
          [
            {
              name: 'x',
              get baseUrl(): string {
                throw new Error('getter')
              }
            }
          ],
          APP_SENDER
        ]
      ]
      for (const [d, n, a, s] of odd) {
        const r = await (app.router.invoke as (...x: unknown[]) => Promise<unknown>)(d, n, a, s)
        expectResult(r, String(typeof d === 'symbol' ? 'symbol' : d))
        expect((r as { ok: boolean }).ok).toBe(false)
      }
    } finally {
      await app.close()
    }
  })

  it("the app's own router (real handlers behind it) answers invalid arguments on every channel with invalid_argument", async () => {
    const app = createTestApp()
    try {
      for (const { domain, name } of calls) {
        const spec = (contract[domain] as Record<string, CallSpec>)[name]!
        const check = TypeCompiler.Compile(strictSchema(spec.args))
        await fc.assert(
          fc.asyncProperty(
            argsOf(spec).filter((a) => !check.Check(a)),
            async (args) => {
              const r = await app.router.invoke(domain, name, args, APP_SENDER)
              expect(r, `${domain}.${name}`).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
            }
          ),
          { numRuns: 20, seed: 2727 }
        )
      }
      expect(prototypesNow()).toEqual(before)
    } finally {
      await app.close()
    }
  }, 60_000)
})

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v)?.slice(0, 300) ?? String(v)
  } catch {
    return '(not JSON)'
  }
}
