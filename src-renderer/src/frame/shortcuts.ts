// App-wide keyboard shortcuts: Ctrl/Cmd+L or "/" for the address search, Ctrl/Cmd+Shift+L for the
// library, Alt+Left (Cmd+[ on macOS) for back, F6 / Shift+F6 for the next / previous region, F1 or "?"
// for the list of shortcuts. "/" and "?" are characters inside text fields, so they count only outside
// them. Pure: the key event's fields come in.
export type ShortcutAction = 'search' | 'library' | 'back' | 'help' | 'regionNext' | 'regionPrev'

export interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

/** aria-keyshortcuts values (the platform's modifier name) for the nav entries. */
export const SHORTCUT_HINTS: Partial<Record<string, string>> = { search: 'Control+L /', library: 'Control+Shift+L' }

export function shortcutOf(e: KeyLike, inTextField: boolean): ShortcutAction | null {
  const mod = e.ctrlKey || e.metaKey
  const key = e.key.toLowerCase()
  if (mod && !e.altKey && key === 'l') return e.shiftKey ? 'library' : 'search'
  if (e.key === '/' && !mod && !e.altKey && !inTextField) return 'search'
  if ((e.altKey && !mod && e.key === 'ArrowLeft') || (e.metaKey && e.key === '[')) return 'back'
  if (e.key === 'F6' && !mod && !e.altKey) return e.shiftKey ? 'regionPrev' : 'regionNext'
  if ((e.key === 'F1' && !mod && !e.altKey) || (e.key === '?' && !mod && !e.altKey && !inTextField)) return 'help'
  return null
}

export function isTextField(el: Element | null): boolean {
  if (!el) return false
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true
  if (el instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(el.type)
  return (el as HTMLElement).isContentEditable === true
}
