import { randomBytes } from 'node:crypto'

/** Random, URL-safe ids (96 bits, base64url: 16 characters). */
export function newId(): string {
  return randomBytes(12).toString('base64url')
}
