// Seeded pseudo-randomness for the market generator. Every offer draws from its own stream, seeded
// by (seed, offer index), so offer i is the same whatever the total number of offers.

/** 32-bit mix of two integers (murmur3 finaliser over a combined word). */
export function mix32(a: number, b: number): number {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35)) >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** sfc32: small fast counter generator (PractRand-clean), four 32-bit words of state. */
export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number, stream = 0) {
    this.a = 0
    this.b = 0
    this.c = 0
    this.d = 0
    this.reseed(seed, stream)
  }

  /** Starts over as `new Rng(seed, stream)` would (the generator reuses one Rng for every offer). */
  reseed(seed: number, stream: number): this {
    this.a = mix32(seed, stream)
    this.b = mix32(stream, seed ^ 0x5bd1e995)
    this.c = mix32(seed + 0x1b873593, stream + 0x27d4eb2f)
    this.d = 1
    for (let i = 0; i < 12; i++) this.nextU32()
    return this
  }

  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    let u = this.next()
    if (u < 1e-12) u = 1e-12
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next())
  }

  /** Log-normal factor with median 1 and the given sigma of the log. */
  logNormal(sigma: number): number {
    return Math.exp(sigma * this.normal())
  }

  /** Index drawn from weights (need not sum to 1); `total` is their sum, when known (weightSum). */
  weighted(weights: readonly number[], total = weightSum(weights)): number {
    let u = this.next() * total
    for (let i = 0; i < weights.length; i++) {
      u -= weights[i]
      if (u < 0) return i
    }
    return weights.length - 1
  }
}

/** The sum Rng.weighted draws against, added in the same order (so a precomputed one draws the same). */
export function weightSum(weights: readonly number[]): number {
  let total = 0
  for (const w of weights) total += w
  return total
}
