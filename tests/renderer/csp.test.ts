// The renderer's meta CSP (the only policy file:// pages get) says what the shell's header says.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '@main/shell/csp'

const directives = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .sort()

describe('renderer CSP', () => {
  it('matches the shell policy, minus frame-ancestors (ignored in a meta tag)', () => {
    const html = readFileSync(join(import.meta.dirname, '../../src-renderer/index.html'), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1]
    expect(meta).toBeDefined()
    expect(directives(meta!)).toEqual(
      directives(CONTENT_SECURITY_POLICY).filter((d) => !d.startsWith('frame-ancestors'))
    )
    expect(meta).toContain("script-src 'self'")
    expect(meta).not.toContain('unsafe-eval')
  })
})
