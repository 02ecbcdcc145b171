// The report library's integrity: the whole-file check and checksums run off the main thread (started by
// the first listing), damaged rows marked, and a file SQLite finds damaged moved aside once and the
// library started empty, each announced as libraryChanged.
import type { LibraryChanged } from '@shared/bridge/reports'
import { checkLibraryFile, type IntegrityResult } from './integrity-check'
import { CHECKSUM_MISMATCH, type ReportStore } from './store'

export interface LibraryCheckDeps {
  store: () => ReportStore
  emitLibrary(c: LibraryChanged): void
  /** The whole-file check (default: in a worker thread over the store's file). */
  checkFile?: (file: string) => Promise<IntegrityResult>
  /** Where problems nobody can act on go (the log). */
  log(message: string): void
}

export interface LibraryCheck {
  /** Runs a store read; a file found damaged on the way is moved aside (once) and the read repeated. */
  guarded<T>(read: () => T): T
  /** Runs the whole-file check once; later calls answer the same run. */
  check(): Promise<void>
}

/** SQLite's verdict that the file itself is damaged (not a busy or a constraint error). */
const isCorruptFile = (err: unknown) =>
  err instanceof Error && /^SQLITE_(CORRUPT|NOTADB)/.test(String((err as { code?: unknown }).code ?? ''))

export function createLibraryCheck(deps: LibraryCheckDeps): LibraryCheck {
  const { store, log } = deps
  let checking: Promise<void> | null = null
  function recover(problem: string) {
    const r = store().recover(`the library file fails its integrity check (${problem})`)
    log(`report library failed its integrity check; moved to ${r.backup} and started empty: ${problem}`)
    deps.emitLibrary({ reason: 'recovered', ids: [] })
  }
  function guarded<T>(read: () => T): T {
    try {
      return read()
    } catch (err) {
      if (!isCorruptFile(err) || store().recovered) throw err
      recover(err instanceof Error ? err.message : String(err))
      return read()
    }
  }
  function check() {
    checking ??= (deps.checkFile ?? checkLibraryFile)(store().file).then(
      (result) => {
        if (result.integrity !== 'ok') {
          if (!store().recovered) recover(result.integrity)
          return
        }
        if (result.damaged.length) {
          store().markDamaged(result.damaged, CHECKSUM_MISMATCH)
          deps.emitLibrary({ reason: 'damaged', ids: result.damaged })
        }
      },
      (err: unknown) => log(`report library check could not run: ${err instanceof Error ? err.message : String(err)}`)
    )
    return checking
  }
  return { guarded, check }
}
