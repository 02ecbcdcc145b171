// The repository's root folder, for test files that read or run files by their path.
import { resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')
