// Where main writes what went wrong: the Electron shell's rotating log file (redacted, file-log.ts),
// the console in tests and development.
export interface Logger {
  error(message: string, details?: unknown): void
  warn(message: string, details?: unknown): void
}

export const consoleLogger: Logger = {
  error: (m, d) => console.error(m, d ?? ''),
  warn: (m, d) => console.warn(m, d ?? '')
}
