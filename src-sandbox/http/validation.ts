// Request validation with Ajv: query strings and path parameters are coerced (numbers, "true"/"false"),
// JSON bodies are not; defaults are applied; unknown fields are ignored (never stripped into errors).
// Ajv errors become the vendor's `{"errors": {"<field path>": ["<message>"]}}`.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import type { FieldErrors } from './errors'

const common = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false, strictNumbers: true } as const
const bodyAjv = new Ajv({ ...common, coerceTypes: false })
const paramAjv = new Ajv({ ...common, coerceTypes: 'array' })

export type HttpPart = 'body' | 'querystring' | 'params' | 'headers' | string

export function compileValidator(schema: object, httpPart: HttpPart | undefined): ValidateFunction {
  return (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema)
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' }

/** Field errors keyed by dotted path (`filters.location.circle.radius`, `rooms[min]`). */
export function fieldErrors(errors: ErrorObject[], httpPart: HttpPart | undefined): FieldErrors {
  const out: FieldErrors = {}
  const root = PART_NAMES[httpPart ?? 'body'] ?? 'body'
  for (const [path, message] of describe(errors)) {
    const key = path === '' ? root : path
    const list = (out[key] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  return out
}

function describe(errors: ErrorObject[]): Array<[string, string]> {
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
  const outer = unions.filter((u) => !unions.some((o) => o !== u && within(u, o)))
  const out: Array<[string, string]> = []
  for (const e of errors) {
    if (outer.some((u) => within(e, u))) continue
    if (!outer.includes(e)) {
      out.push(single(e))
      continue
    }
    const branches = errors.filter((x) => within(x, e))
    const informative = closestBranch(
      e,
      branches.filter((x) => !(x.instancePath === e.instancePath && ['type', 'const', 'enum'].includes(x.keyword)))
    )
    if (informative.length > 0) out.push(...describe(informative))
    else out.push([fieldPath(e.instancePath), unionMessage(branches)])
  }
  return out
}

/** The errors of the union branch that got furthest into the value (deepest error), as the one meant. */
function closestBranch(union: ErrorObject, errors: ErrorObject[]): ErrorObject[] {
  const depth = (x: ErrorObject) => x.instancePath.split('/').length + (x.keyword === 'required' ? 0 : 0.5)
  const byBranch = new Map<string, ErrorObject[]>()
  for (const x of errors) {
    const branch = x.schemaPath.slice(union.schemaPath.length + 1).split('/')[0] ?? ''
    byBranch.set(branch, [...(byBranch.get(branch) ?? []), x])
  }
  let best: ErrorObject[] = []
  let bestDepth = -1
  for (const list of byBranch.values()) {
    const d = Math.max(...list.map(depth))
    if (d > bestDepth) [best, bestDepth] = [list, d]
    else if (d === bestDepth) best = [...best, ...list]
  }
  return best
}

function within(e: ErrorObject, union: ErrorObject): boolean {
  return e.schemaPath.startsWith(union.schemaPath + '/')
}

function fieldPath(instancePath: string, child?: string): string {
  const parts = instancePath === '' ? [] : instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (child !== undefined) parts.push(child)
  return parts.join('.')
}

const TYPE_NAMES: Record<string, string> = {
  number: 'a number', integer: 'an integer', string: 'a string', boolean: 'a boolean (true or false)',
  object: 'an object', array: 'an array', null: 'null'
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
  const enums = branches.filter((b) => b.keyword === 'enum').flatMap((b) => (b.params.allowedValues as unknown[]).map(show))
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
    case 'required': return [fieldPath(e.instancePath, String(p.missingProperty)), "can't be blank"]
    case 'additionalProperties': return [fieldPath(e.instancePath, String(p.additionalProperty)), 'is not allowed']
    case 'type': return [at, `must be ${typeName(p.type)}`]
    case 'minimum': return [at, `must be greater than or equal to ${show(p.limit)}`]
    case 'maximum': return [at, `must be less than or equal to ${show(p.limit)}`]
    case 'exclusiveMinimum': return [at, `must be greater than ${show(p.limit)}`]
    case 'exclusiveMaximum': return [at, `must be less than ${show(p.limit)}`]
    case 'minLength': return [at, p.limit === 1 ? "can't be blank" : `is too short (minimum is ${show(p.limit)} characters)`]
    case 'maxLength': return [at, `is too long (maximum is ${show(p.limit)} characters)`]
    case 'minItems': return [at, `must have at least ${show(p.limit)} items`]
    case 'maxItems': return [at, `must have at most ${show(p.limit)} items`]
    case 'pattern': return [at, 'is invalid']
    case 'format': return [at, `must be a valid ${show(p.format)}`]
    case 'const': return [at, `must be ${show(p.allowedValue)}`]
    case 'enum': return [at, `must be one of: ${(p.allowedValues as unknown[]).map(show).join(', ')}`]
    case 'uniqueItems': return [at, 'must not contain duplicates']
    default: return [at, 'is invalid']
  }
}
