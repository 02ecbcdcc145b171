// A domain's store file opened on first use, so a window that never shows the domain never touches its
// file. An unreadable file that the store moved aside (sqlite-file.ts) is said once in the log.
import type { Logger } from '../log/logger'

export interface LazyStore<S> {
  /** The store, opened now if it is not open yet. */
  (): S
  /** Closes the store if it is open; the next call opens it again. */
  close(): ReturnType<Closable['close']>
}

interface Closable {
  close(): void | Promise<void>
}

/** `open` runs at the first call; `what` names the file in the log ("report cache", "photo queue"). */
export function lazyStore<S extends Closable & { readonly movedAside?: string | null }>(
  what: string,
  open: () => S,
  log: Logger
): LazyStore<S> {
  let store: S | null = null
  const get = (() => {
    if (!store) {
      store = open()
      if (store.movedAside) log.warn(`${what} was unreadable; moved to ${store.movedAside} and started empty`)
    }
    return store
  }) as LazyStore<S>
  get.close = () => {
    const open = store
    store = null
    return open?.close()
  }
  return get
}
