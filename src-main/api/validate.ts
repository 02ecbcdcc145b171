// Lenient response validation: unknown fields are kept (nothing is cleaned or stripped), a missing or
// mistyped required field fails with its path, e.g. "divisionLevel20.geometry is required".
import type { TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { ValueErrorType } from '@sinclair/typebox/errors'

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>()
const checkerFor = (schema: TSchema) => {
  let check = compiled.get(schema)
  if (!check) {
    check = TypeCompiler.Compile(schema)
    compiled.set(schema, check)
  }
  return check
}

/** "/a/b/0/c" -> "a.b[0].c" */
export function formatPath(pointer: string): string {
  if (pointer === '' || pointer === '/') return '(body)'
  return pointer
    .split('/')
    .slice(1)
    .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((out, seg) => (/^\d+$/.test(seg) ? `${out}[${seg}]` : out ? `${out}.${seg}` : seg), '')
}

export interface ShapeProblem {
  path: string
  problem: string
}

const MAX_PROBLEMS = 20

/** The problems of `value` against `schema`, one per path; empty when it fits. */
export function shapeProblems(schema: TSchema, value: unknown): ShapeProblem[] {
  const check = checkerFor(schema)
  if (check.Check(value)) return []
  const seen = new Map<string, string>()
  for (const error of check.Errors(value)) {
    const path = formatPath(error.path)
    if (seen.has(path)) continue
    const problem =
      error.type === ValueErrorType.ObjectRequiredProperty
        ? 'is required'
        : error.message.replace(/^Expected/, 'expected')
    seen.set(path, problem)
    if (seen.size >= MAX_PROBLEMS) break
  }
  return [...seen].map(([path, problem]) => ({ path, problem }))
}

export const describeProblems = (problems: ShapeProblem[], max = 3) =>
  problems
    .slice(0, max)
    .map((p) => (p.problem === 'is required' ? `${p.path} is required` : `${p.path}: ${p.problem}`))
    .join('; ') + (problems.length > max ? ` (and ${problems.length - max} more)` : '')
