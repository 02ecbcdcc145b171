import { defineConfig } from 'vitest/config'
import { pathAliases } from './path-aliases'

export default defineConfig({
  resolve: { alias: pathAliases() },
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    globalSetup: ['tests/global-setup.ts'],
    reporters: ['default']
  }
})
