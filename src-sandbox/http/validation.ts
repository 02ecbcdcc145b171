// Request validation with Ajv: query strings and path parameters are coerced (numbers, "true"/"false";
// a number only from plain decimal text, see strictNumbers), JSON bodies are not; defaults are applied;
// unknown fields are ignored (never stripped into errors).
// Ajv errors become the vendor's `{"errors": {"<field path>": ["<message>"]}}`.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import type { FieldErrors } from './errors'

const common = {
  allErrors: true,
  useDefaults: true,
  removeAdditional: false,
  strict: false,
  strictNumbers: true
} as const
const bodyAjv = new Ajv({ ...common, coerceTypes: false })
const paramAjv = new Ajv({ ...common, coerceTypes: 'array' })

export type HttpPart = 'body' | 'querystring' | 'params' | 'headers' | string

export function compileValidator(schema: object, httpPart: HttpPart | undefined): ValidateFunction {
  const validate = finiteOnly((httpPart === 'body' ? bodyAjv : paramAjv).compile(schema))
  return httpPart === 'querystring' || httpPart === 'params' ? strictNumbers(validate, schema) : validate
}

/** How a number parameter of the query (or path) must be written before Ajv may coerce it. */
interface NumberSyntax {
  integer: boolean
  /** A minus before a value below zero passes the syntax check (the schema's lower bound then answers with the range). */
  minus: boolean
}

const isNumberType = (s: Record<string, unknown>) => s.type === 'number' || s.type === 'integer'
const isWhole = (s: Record<string, unknown>) =>
  s.type === 'integer' || (typeof s.const === 'number' && Number.isInteger(s.const))

/** The syntax a property's schema asks of its text, or null when it is not a number. */
function numberSyntax(schema: unknown): NumberSyntax | null {
  if (typeof schema !== 'object' || schema === null) return null
  const s = schema as Record<string, unknown>
  const members = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : [s]
  const typed = members.filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null)
  if (typed.length === 0 || !typed.every(isNumberType)) return null
  // No parameter of the service interface is written with a sign: where the schema has a lower bound,
  // a minus reaches it and is refused with the bound; where it has none, the minus itself is refused.
  const bounded = typed.every(
    (m) => typeof m.minimum === 'number' || typeof m.exclusiveMinimum === 'number' || typeof m.const === 'number'
  )
  return { integer: typed.every(isWhole), minus: bounded }
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/
const WHOLE = /^-?\d+$/

/**
 * Ajv coerces "0x10", " 80 ", "+80", "1e3" and "" to numbers: a number parameter of the query or the
 * path is taken only when its text is plain decimal digits (a point and more digits where fractions are
 * allowed), without whitespace and without a sign the service interface does not have.
 */
function strictNumbers(validate: ValidateFunction, schema: object): ValidateFunction {
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {}
  const syntax = new Map<string, NumberSyntax>()
  for (const [name, property] of Object.entries(properties)) {
    const found = numberSyntax(property)
    if (found) syntax.set(name, found)
  }
  if (syntax.size === 0) return validate
  const wrapped = ((data: unknown) => {
    const bad: ErrorObject[] = []
    if (typeof data === 'object' && data !== null) {
      for (const [name, rule] of syntax) {
        if (!Object.hasOwn(data, name)) continue
        const raw = (data as Record<string, unknown>)[name]
        const texts = Array.isArray(raw) ? raw : [raw]
        const fits = texts.every(
          (t) =>
            typeof t !== 'string' ||
            ((rule.integer ? WHOLE : DECIMAL).test(t) && (!t.startsWith('-') || (rule.minus && Number(t) < 0)))
        )
        if (!fits) {
          const message = rule.integer
            ? 'must be a whole number written in decimal digits (such as 80)'
            : 'must be a number written in decimal digits (such as 80 or 72.5)'
          bad.push({
            instancePath: `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
            schemaPath: '#/decimal',
            keyword: 'decimal',
            params: {},
            message
          })
        }
      }
    }
    const ok = validate(data)
    // Where Ajv refused the text already ("many": must be a number), its message stands.
    const refused = new Set((validate.errors ?? []).map((e) => e.instancePath))
    const more = bad.filter((b) => !refused.has(b.instancePath))
    wrapped.errors = more.length === 0 ? validate.errors : [...(validate.errors ?? []), ...more]
    return ok && bad.length === 0
  }) as ValidateFunction
  return Object.assign(wrapped, { schema: validate.schema, schemaEnv: validate.schemaEnv })
}

/**
 * Ajv coerces the query strings "Infinity" and "1e309" to Infinity and then passes them through minimum
 * and maximum: every number a request carries must be finite, whatever the schema says.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const wrapped = ((data: unknown) => {
    const ok = validate(data)
    const bad = nonFinitePaths(data)
    wrapped.errors =
      bad.length === 0
        ? validate.errors
        : [
            ...(validate.errors ?? []),
            ...bad.map((instancePath): ErrorObject => ({
              instancePath,
              schemaPath: '#/finite',
              keyword: 'finite',
              params: {},
              message: 'must be a finite number'
            }))
          ]
    return ok && bad.length === 0
  }) as ValidateFunction
  return Object.assign(wrapped, { schema: validate.schema, schemaEnv: validate.schemaEnv })
}

/** JSON pointers of the non-finite numbers in coerced data (bounded: body-limits.ts capped depth and arrays). */
function nonFinitePaths(data: unknown): string[] {
  const out: string[] = []
  const stack: Array<[unknown, string]> = [[data, '']]
  while (stack.length > 0 && out.length < MAX_FIELD_PROBLEMS) {
    const [v, path] = stack.pop()!
    if (typeof v === 'number' && !Number.isFinite(v)) out.push(path)
    else if (typeof v === 'object' && v !== null) {
      for (const [k, child] of Object.entries(v))
        stack.push([child, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`])
    }
  }
  return out
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' }

/** At most this many messages per answer; the rest are counted in one "and N more problems" line. */
export const MAX_FIELD_PROBLEMS = 20

/**
 * Field errors keyed by dotted path (`filters.location.circle.radius`, `rooms[min]`), at most
 * MAX_FIELD_PROBLEMS messages. Work is linear in the number of Ajv errors (times the schema's depth).
 */
export function fieldErrors(errors: ErrorObject[], httpPart: HttpPart | undefined): FieldErrors {
  const out: FieldErrors = {}
  const root = PART_NAMES[httpPart ?? 'body'] ?? 'body'
  const seen = new Set<string>()
  let shown = 0
  let more = 0
  for (const [path, message] of describe(errors)) {
    const key = path === '' ? root : path
    const id = `${key}\u0000${message}`
    if (seen.has(id)) continue
    seen.add(id)
    if (shown >= MAX_FIELD_PROBLEMS) {
      more++
      continue
    }
    shown++
    ;(out[key] ??= []).push(message)
  }
  if (more > 0) (out[root] ??= []).push(`and ${more} more ${more === 1 ? 'problem' : 'problems'}`)
  return out
}

const unionKey = (instancePath: string, schemaPath: string) => `${instancePath}\u0000${schemaPath}`

/** Every prefix of a JSON pointer-like path at a '/' boundary, shortest first, the path itself excluded. */
function properPrefixes(path: string): string[] {
  const out: string[] = []
  for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1)) out.push(path.slice(0, i))
  return out
}

/**
 * Each error's outermost enclosing anyOf/oneOf error: the one at the same or a parent instance path whose
 * schema path is a proper prefix of the error's. Found by map lookups over the (schema-bounded) path depths,
 * so that items of a long array never look at each other's errors.
 */
function outermostUnions(errors: ErrorObject[]): Map<ErrorObject, ErrorObject> {
  const unions = new Map<string, ErrorObject>()
  for (const e of errors)
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') unions.set(unionKey(e.instancePath, e.schemaPath), e)
  const outer = new Map<ErrorObject, ErrorObject>()
  if (unions.size === 0) return outer
  for (const e of errors) {
    const instancePaths = [...properPrefixes(e.instancePath), e.instancePath]
    search: for (const schemaPath of properPrefixes(e.schemaPath)) {
      for (const instancePath of instancePaths) {
        const u = unions.get(unionKey(instancePath, schemaPath))
        if (u && u !== e) {
          outer.set(e, u)
          break search
        }
      }
    }
  }
  return outer
}

function describe(errors: ErrorObject[]): Array<[string, string]> {
  const outer = outermostUnions(errors)
  const members = new Map<ErrorObject, ErrorObject[]>()
  for (const e of errors) {
    const u = outer.get(e)
    if (u) {
      const list = members.get(u)
      if (list) list.push(e)
      else members.set(u, [e])
    }
  }
  const out: Array<[string, string]> = []
  for (const e of errors) {
    if (outer.has(e)) continue
    if (e.keyword !== 'anyOf' && e.keyword !== 'oneOf') {
      out.push(single(e))
      continue
    }
    const branches = members.get(e) ?? []
    const informative = closestBranch(
      e,
      branches.filter((x) => !(x.instancePath === e.instancePath && ['type', 'const', 'enum'].includes(x.keyword)))
    )
    if (informative.length > 0) for (const d of describe(informative)) out.push(d)
    else out.push([fieldPath(e.instancePath), unionMessage(branches)])
  }
  return out
}

/** The errors of the union branch that got furthest into the value (deepest error), as the one meant. */
function closestBranch(union: ErrorObject, errors: ErrorObject[]): ErrorObject[] {
  const depth = (x: ErrorObject) => x.instancePath.split('/').length + (x.keyword === 'required' ? 0 : 0.5)
  const byBranch = new Map<string, { list: ErrorObject[]; depth: number }>()
  for (const x of errors) {
    const branch = x.schemaPath.slice(union.schemaPath.length + 1).split('/')[0] ?? ''
    const entry = byBranch.get(branch)
    if (entry) {
      entry.list.push(x)
      entry.depth = Math.max(entry.depth, depth(x))
    } else byBranch.set(branch, { list: [x], depth: depth(x) })
  }
  let best: ErrorObject[] = []
  let bestDepth = -1
  for (const { list, depth: d } of byBranch.values()) {
    if (d > bestDepth) [best, bestDepth] = [[...list], d]
    else if (d === bestDepth) for (const x of list) best.push(x)
  }
  return best
}

function fieldPath(instancePath: string, child?: string): string {
  const parts =
    instancePath === ''
      ? []
      : instancePath
          .split('/')
          .slice(1)
          .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (child !== undefined) parts.push(child)
  return parts.join('.')
}

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  integer: 'an integer',
  string: 'a string',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  array: 'an array',
  null: 'null'
}

function typeName(t: unknown): string {
  const list = Array.isArray(t) ? t : [t]
  return list.map((x) => TYPE_NAMES[String(x)] ?? String(x)).join(' or ')
}

function show(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v)
}

function unionMessage(branches: ErrorObject[]): string {
  const consts = branches.filter((b) => b.keyword === 'const').map((b) => show(b.params.allowedValue))
  const enums = branches
    .filter((b) => b.keyword === 'enum')
    .flatMap((b) => (b.params.allowedValues as unknown[]).map(show))
  const types = branches.filter((b) => b.keyword === 'type').map((b) => typeName(b.params.type))
  if (consts.length + enums.length > 0) {
    const values = [...consts, ...enums, ...types.filter((t) => t === 'null')]
    return `must be one of: ${values.join(', ')}`
  }
  if (types.length > 0) return `must be ${types.join(' or ')}`
  return 'is invalid'
}

function single(e: ErrorObject): [string, string] {
  const p = e.params as Record<string, unknown>
  const at = fieldPath(e.instancePath)
  switch (e.keyword) {
    case 'required':
      return [fieldPath(e.instancePath, String(p.missingProperty)), "can't be blank"]
    case 'additionalProperties':
      return [fieldPath(e.instancePath, String(p.additionalProperty)), 'is not allowed']
    case 'type':
      return [at, `must be ${typeName(p.type)}`]
    case 'minimum':
      return [at, `must be greater than or equal to ${show(p.limit)}`]
    case 'maximum':
      return [at, `must be less than or equal to ${show(p.limit)}`]
    case 'exclusiveMinimum':
      return [at, `must be greater than ${show(p.limit)}`]
    case 'exclusiveMaximum':
      return [at, `must be less than ${show(p.limit)}`]
    case 'minLength':
      return [at, p.limit === 1 ? "can't be blank" : `is too short (minimum is ${show(p.limit)} characters)`]
    case 'maxLength':
      return [at, `is too long (maximum is ${show(p.limit)} characters)`]
    case 'minItems':
      return [at, `must have at least ${show(p.limit)} items`]
    case 'maxItems':
      return [at, `must have at most ${show(p.limit)} items`]
    case 'pattern':
      return [at, 'is invalid']
    case 'format':
      return [at, `must be a valid ${show(p.format)}`]
    case 'const':
      return [at, `must be ${show(p.allowedValue)}`]
    case 'enum':
      return [at, `must be one of: ${(p.allowedValues as unknown[]).map(show).join(', ')}`]
    case 'uniqueItems':
      return [at, 'must not contain duplicates']
    case 'finite':
      return [at, 'must be a finite number']
    case 'decimal':
      return [at, e.message ?? 'is invalid']
    default:
      return [at, 'is invalid']
  }
}
