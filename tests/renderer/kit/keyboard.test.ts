// The keyboard model's pure parts: which key is which app-wide action (F6, Shift+F6, F1, "?" only
// outside text fields), the roving index of a list (arrows, Home/End, Page keys, clamped), and the
// order F6 goes round the regions (wrapping, from outside any region).
import { describe, expect, it } from 'vitest'
import { shortcutOf } from '@renderer/frame/shortcuts'
import { rovingIndex } from '@renderer/kit/keyboard/roving'
import { nextRegion } from '@renderer/kit/keyboard/regions'

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}
) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods })

describe('keyboard', () => {
  it('names the app-wide shortcuts', () => {
    expect(shortcutOf(key('F6'), false)).toBe('regionNext')
    expect(shortcutOf(key('F6', { shiftKey: true }), true)).toBe('regionPrev')
    expect(shortcutOf(key('F1'), true)).toBe('help')
    expect(shortcutOf(key('?', { shiftKey: true }), false)).toBe('help')
    // "?" is a character in a text field.
    expect(shortcutOf(key('?', { shiftKey: true }), true)).toBeNull()
    expect(shortcutOf(key('F6', { ctrlKey: true }), false)).toBeNull()
    expect(shortcutOf(key('l', { ctrlKey: true }), true)).toBe('search')
  })

  it('moves a roving index within the list', () => {
    expect(rovingIndex('ArrowDown', 0, 5, 3)).toBe(1)
    expect(rovingIndex('ArrowDown', 4, 5, 3)).toBe(4)
    expect(rovingIndex('ArrowUp', 0, 5, 3)).toBe(0)
    expect(rovingIndex('End', 1, 5, 3)).toBe(4)
    expect(rovingIndex('Home', 3, 5, 3)).toBe(0)
    expect(rovingIndex('PageDown', 1, 100, 12)).toBe(13)
    expect(rovingIndex('PageUp', 5, 100, 12)).toBe(0)
    expect(rovingIndex(' ', 1, 5, 3)).toBeNull()
    expect(rovingIndex('ArrowDown', 0, 0, 3)).toBeNull()
  })

  it('goes round the regions both ways', () => {
    expect([0, 1, 2].map((i) => nextRegion(3, i, false))).toEqual([1, 2, 0])
    expect([0, 1, 2].map((i) => nextRegion(3, i, true))).toEqual([2, 0, 1])
    expect(nextRegion(3, -1, false)).toBe(0)
    expect(nextRegion(3, -1, true)).toBe(2)
    expect(nextRegion(0, 0, false)).toBe(-1)
  })
})
