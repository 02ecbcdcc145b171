// The app's one log: a rotating text file in the user-data folder (logs/lagebild.log, then .1 … .N).
// Every line passes the redactor, so no API key can reach the file whatever a caller hands in.
import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { inspect } from 'node:util'
import type { Logger } from '../log/logger'
import { redactForLog } from './redaction'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, privateDir, privateFile } from '../storage/private-files'

export const LOG_FILE_NAME = 'lagebild.log'

export interface FileLogOptions {
  /** The log folder, e.g. <userData>/logs. Created when missing. */
  dir: string
  /** Rotate when the file would grow past this size. Default 1 MB. */
  maxBytes?: number
  /** Rotated files kept besides the current one. Default 3. */
  keep?: number
  /** The secrets to blank out, read at every line (keys can be saved while the app runs). */
  secrets?: () => readonly string[]
  now?: () => Date
  /** Also write each line here (development: the console). */
  echo?: (line: string) => void
}

export interface FileLog extends Logger {
  info(message: string, details?: unknown): void
  readonly dir: string
  readonly file: string
}

const describe = (details: unknown): string => {
  if (details === undefined) return ''
  if (details instanceof Error) return ` ${details.name}: ${details.message}\n${details.stack ?? ''}`
  return ` ${typeof details === 'string' ? details : inspect(details, { depth: 4, breakLength: Infinity })}`
}

export function createFileLog(options: FileLogOptions): FileLog {
  const { dir } = options
  const maxBytes = options.maxBytes ?? 1024 * 1024
  const keep = options.keep ?? 3
  const now = options.now ?? (() => new Date())
  const file = join(dir, LOG_FILE_NAME)
  const rotated = (n: number) => join(dir, LOG_FILE_NAME.replace(/\.log$/, `.${n}.log`))

  function rotate() {
    rmSync(rotated(keep), { force: true })
    for (let n = keep - 1; n >= 1; n--) if (existsSync(rotated(n))) renameSync(rotated(n), rotated(n + 1))
    if (keep > 0) renameSync(file, rotated(1))
    else rmSync(file, { force: true })
  }

  let narrowed = false
  function write(level: string, message: string, details?: unknown) {
    const line = `${now().toISOString()} ${level} ${redactForLog(message + describe(details), options.secrets?.() ?? [])}\n`
    try {
      // Only the user reads the log: 0600 in a 0700 folder (rotated files keep the mode); a log written
      // earlier with wider modes is narrowed at the first line.
      if (!narrowed) {
        privateDir(dir)
        for (const f of [file, ...Array.from({ length: keep }, (_, n) => rotated(n + 1))])
          if (existsSync(f)) privateFile(f)
        narrowed = true
      } else mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
      const size = existsSync(file) ? statSync(file).size : 0
      if (size > 0 && size + Buffer.byteLength(line) > maxBytes) rotate()
      appendFileSync(file, line, { mode: PRIVATE_FILE_MODE })
    } catch {
      // A log that cannot be written must not take the app down with it.
    }
    options.echo?.(line.trimEnd())
  }

  return {
    dir,
    file,
    error: (m, d) => write('ERROR', m, d),
    warn: (m, d) => write('WARN', m, d),
    info: (m, d) => write('INFO', m, d)
  }
}

/** The log folder inside the user-data folder. */
export const logDirOf = (dataDir: string) => join(dataDir, 'logs')
