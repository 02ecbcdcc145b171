// The helpers every bridge domain file (src-shared/bridge/<domain>.ts) builds its entries with. contract.ts
// gathers the domains; a domain file imports from here, never from contract.ts.
import { Type, type TSchema, type TTuple } from '@sinclair/typebox'

export interface CallSpec<A extends TSchema[] = TSchema[], R extends TSchema = TSchema> {
  kind: 'call'
  args: TTuple<A>
  result: R
}
export interface EventSpec<P extends TSchema = TSchema> {
  kind: 'event'
  payload: P
}

/** A call the renderer makes: main validates `args` before its handler runs; `result` types the answer. */
export const call = <A extends TSchema[], R extends TSchema>(args: [...A], result: R): CallSpec<A, R> => ({
  kind: 'call',
  args: Type.Tuple(args) as TTuple<A>,
  result
})

/** An event main sends to the renderer. */
export const event = <P extends TSchema>(payload: P): EventSpec<P> => ({ kind: 'event', payload })
