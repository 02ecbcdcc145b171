// The router's view of a contract schema: every object refuses properties the contract does not name
// (additionalProperties: false), so an extra field from the renderer is an invalid argument instead
// of something a handler passes on (into the report library, say). Derived once per call at start,
// so no contract schema has to remember to say it.
import { Kind, type TSchema } from '@sinclair/typebox'

export function strictSchema<T extends TSchema>(schema: T): T {
  return strict(schema) as T
}

function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict)
  if (node === null || typeof node !== 'object') return node
  const src = node as Record<string | symbol, unknown>
  const out: Record<string | symbol, unknown> = {}
  // TypeBox keeps its Kind (and Optional/Readonly markers) under symbols; copy them as they are.
  for (const sym of Object.getOwnPropertySymbols(src)) out[sym] = src[sym]
  for (const [k, v] of Object.entries(src)) out[k] = strict(v)
  if (src[Kind] === 'Object' && out.additionalProperties === undefined) out.additionalProperties = false
  return out
}
