// Large JSON answers (price_filter's 3,000 exposés are 1.9 MB) are encoded into reused buffers instead of
// being handed to the socket as strings: encoding a string for a write allocates fresh memory for it
// every time, and the page faults on that memory cost about as much as the encoding itself.
// An answer can also be a byte string (sendBytes): its UTF-8 bytes already, one per Latin-1 character,
// as offers/search writes them; those are copied as they are (latin1), which for 3 MB takes a tenth of
// the time of encoding UTF-8, and never handed to the socket as a string.
import type { FastifyInstance, FastifyReply } from 'fastify'

/** Answers from this many characters on are encoded into a pooled buffer. */
const MIN_CHARS = 64 * 1024
/** Each pooled buffer holds any answer of up to 3,000 offers (a 10 km search: 3.2 MB). */
const BUFFER_BYTES = 4 * 1024 * 1024
/** Buffers in all: while every one is being sent, answers take the plain path. */
const POOL_SIZE = 2

const free: Buffer[] = []
let made = 0
/** Replies whose payload is a byte string (sendBytes). */
const byteStrings = new WeakSet<FastifyReply>()

/**
 * Marks the reply's payload as a byte string: UTF-8 bytes, one per character (each below 256), so that
 * it is written as Latin-1 (byte for byte) instead of being encoded. Returns the payload for the handler to return.
 */
export function sendBytes(reply: FastifyReply, bytes: string): string {
  byteStrings.add(reply)
  return bytes
}

function take(): Buffer | null {
  if (free.length) return free.pop()!
  if (made === POOL_SIZE) return null
  made++
  return Buffer.allocUnsafeSlow(BUFFER_BYTES)
}

export function registerBodyBuffers(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string') return payload
    const bytes = byteStrings.has(reply)
    // HTTP/2 streams (the TLS mode) queue their data differently: they keep the plain path.
    if (payload.length < MIN_CHARS || payload.length >= BUFFER_BYTES || req.raw.httpVersionMajor !== 1) return bytes ? Buffer.from(payload, 'latin1') : payload
    const buf = take()
    if (!buf) return bytes ? Buffer.from(payload, 'latin1') : payload
    // A byte string fits whole (fewer characters than the buffer's bytes). Filled up to its last 3 bytes,
    // the buffer may have cut a UTF-8 answer short (write() stops before a character that does not fit whole).
    const n = buf.write(payload, bytes ? 'latin1' : 'utf8')
    if (!bytes && n > BUFFER_BYTES - 4) {
      free.push(buf)
      return payload
    }
    // The socket reads the buffer until the answer is finished. A connection that breaks off first keeps
    // its buffer, and a new one may be made in its place.
    let finished = false
    reply.raw.once('finish', () => { finished = true; free.push(buf) })
    reply.raw.once('close', () => { if (!finished) made-- })
    return buf.subarray(0, n)
  })
}
