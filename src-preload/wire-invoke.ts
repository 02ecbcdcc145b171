// The preload's side of a call: the arguments encoded as they cross (src-shared/bridge/wire.ts) and
// handed to the transport, ipcRenderer.invoke in the app and the page binding in the end-to-end harness.
// What cannot be encoded (a cycle, a BigInt, nesting deeper than JSON.stringify goes) is answered as an
// invalid argument here, and nothing is sent. Pure, so a test can run it with a recording transport.
import { encodeCall } from '@shared/bridge/wire'
import type { Invoke } from './build-api'

export type Send = (channel: string, json: string, bytes: Uint8Array[]) => Promise<unknown>

export function wireInvoke(send: Send): Invoke {
  return (channel, args) => {
    let wire
    try {
      wire = encodeCall(args)
    } catch {
      return Promise.resolve({
        ok: false,
        error: { code: 'invalid_argument', message: 'These arguments cannot be sent to Lagebild.' }
      })
    }
    return send(channel, wire.json, wire.bytes)
  }
}
