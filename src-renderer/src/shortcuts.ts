// App-wide keyboard shortcuts: Ctrl/Cmd+L or "/" for the address search, Ctrl/Cmd+Shift+L for the
// library, Alt+Left (Cmd+[ on macOS) for back. "/" is a character inside text fields, so it counts
// only outside them. Pure: the key event's fields come in.
export type ShortcutAction = 'search' | 'library' | 'back'

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
  return null
}

export function isTextField(el: Element | null): boolean {
  if (!el) return false
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true
  if (el instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(el.type)
  return (el as HTMLElement).isContentEditable === true
}
