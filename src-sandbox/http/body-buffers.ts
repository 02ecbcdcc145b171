// Large JSON answers (price_filter's 3,000 exposés are 1.9 MB) are encoded into reused buffers instead of
// being handed to the socket as strings: encoding a string for a write allocates fresh memory for it
// every time, and the page faults on that memory cost about as much as the encoding itself.
// A route can also write its answer's bytes itself (offers/search): answerBuffer lends it one of the
// same buffers, given back once the answer is sent.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** Answers from this many characters on are encoded into a pooled buffer. */
const MIN_CHARS = 64 * 1024
/** Each pooled buffer holds any answer of up to 3,000 offers (a 10 km search: 3.2 MB). */
const BUFFER_BYTES = 4 * 1024 * 1024
/** Buffers in all: while every one is being sent, answers take the plain path. */
const POOL_SIZE = 2

const free: Buffer[] = []
let made = 0
function take(): Buffer | null {
  if (free.length) return free.pop()!
  if (made === POOL_SIZE) return null
  made++
  return Buffer.allocUnsafeSlow(BUFFER_BYTES)
}

/** The buffer goes back to the pool once the reply is sent. A connection that breaks off first keeps it, and a new one may be made in its place. */
function giveBackAfter(reply: FastifyReply, buf: Buffer): void {
  let finished = false
  reply.raw.once('finish', () => {
    finished = true
    free.push(buf)
  })
  reply.raw.once('close', () => {
    if (!finished) made--
  })
}

/**
 * A buffer for a route to write an answer of about `estimate` bytes into and send a part of: a pooled
 * one (from 64 KB on, over HTTP/1.1, while one is free), given back once the reply is sent; otherwise a
 * new one of that size. The route must send (a part of) it in this reply.
 */
export function answerBuffer(req: FastifyRequest, reply: FastifyReply, estimate: number): Buffer {
  const buf = estimate >= MIN_CHARS && req.raw.httpVersionMajor === 1 ? take() : null
  if (!buf) return Buffer.allocUnsafe(Math.max(1024, Math.min(estimate, BUFFER_BYTES)))
  giveBackAfter(reply, buf)
  return buf
}

export function registerBodyBuffers(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    // HTTP/2 streams (the TLS mode) queue their data differently: they keep the plain path.
    if (
      typeof payload !== 'string' ||
      payload.length < MIN_CHARS ||
      payload.length >= BUFFER_BYTES ||
      req.raw.httpVersionMajor !== 1
    )
      return payload
    const buf = take()
    if (!buf) return payload
    const n = buf.write(payload, 'utf8')
    // Filled up to its last 3 bytes, the buffer may have cut the answer short (write() stops before a
    // character that does not fit whole).
    if (n > BUFFER_BYTES - 4) {
      free.push(buf)
      return payload
    }
    // The socket reads the buffer until the answer is finished.
    giveBackAfter(reply, buf)
    return buf.subarray(0, n)
  })
}
