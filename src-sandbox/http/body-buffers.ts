// Large JSON answers (price_filter's 3,000 exposés are 1.9 MB) are encoded into reused buffers instead of
// being handed to the socket as strings: encoding a string for a write allocates fresh memory for it
// every time, and the page faults on that memory cost about as much as the encoding itself.
import type { FastifyInstance } from 'fastify'

/** Answers from this many characters on are encoded into a pooled buffer. */
const MIN_CHARS = 64 * 1024
/** Buffers kept for reuse, and the largest kept (a bigger answer gets a buffer of its own). */
const POOL_SIZE = 2
const MAX_POOLED_BYTES = 16 * 1024 * 1024

const pool: Buffer[] = []

function take(bytes: number): Buffer {
  const k = pool.findIndex((b) => b.length >= bytes)
  if (k >= 0) return pool.splice(k, 1)[0]
  return Buffer.allocUnsafeSlow(Math.max(bytes, 2 * 1024 * 1024))
}

function give(b: Buffer): void {
  if (b.length <= MAX_POOLED_BYTES && pool.length < POOL_SIZE) pool.push(b)
}

export function registerBodyBuffers(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    // HTTP/2 streams (the TLS mode) queue their data differently: they keep the plain path.
    if (typeof payload !== 'string' || payload.length < MIN_CHARS || req.raw.httpVersionMajor !== 1) return payload
    // At most 3 bytes per UTF-16 unit; one-byte strings (all the market's texts) take at most 2.
    const buf = take(payload.length * 3)
    const n = buf.write(payload, 'utf8')
    // The socket reads the buffer until the answer is finished; a connection that breaks off keeps it.
    reply.raw.once('finish', () => give(buf))
    return buf.subarray(0, n)
  })
}
