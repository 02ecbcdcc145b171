// Regions as desktop applications have them: F6 / Shift+F6 move between the navigation and the open
// area's parts (its form, its results), marked with data-region. Each region remembers the element
// last focused in it, so coming back lands where the user left; else its [data-region-focus] element,
// its first heading or its first control.
const lastIn = new WeakMap<Element, HTMLElement>()

export const REGION = '[data-region]'
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The regions on screen, in document order; a region holding others (the area's frame) counts only when they are not shown. */
export function regionsOf(root: ParentNode = document): HTMLElement[] {
  const shown = [...root.querySelectorAll<HTMLElement>(REGION)].filter(
    (r) => r.getClientRects().length > 0 && !r.closest('[inert]')
  )
  return shown.filter((r) => !shown.some((o) => o !== r && r.contains(o)))
}

/** Remembers the focused element in its region; called from a focusin listener. */
export function noteFocus(el: Element | null) {
  const region = el?.closest(REGION)
  if (region && el instanceof HTMLElement) lastIn.set(region, el)
}

export function nextRegion(count: number, current: number, backwards: boolean): number {
  if (count === 0) return -1
  if (current < 0) return backwards ? count - 1 : 0
  return (current + (backwards ? -1 : 1) + count) % count
}

/** Where focus goes when a region is entered. */
export function entryOf(region: HTMLElement): HTMLElement {
  const last = lastIn.get(region)
  if (
    last &&
    last.isConnected &&
    region.contains(last) &&
    !(last as HTMLButtonElement).disabled &&
    last.getClientRects().length
  )
    return last
  const marked = region.querySelector<HTMLElement>('[data-region-focus]')
  if (marked) return marked
  const heading = region.querySelector<HTMLElement>('h1, h2')
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    return heading
  }
  return region.querySelector<HTMLElement>(FOCUSABLE) ?? region
}

/** F6: focus the next region (Shift+F6: the previous one). Returns the region entered. */
export function cycleRegion(backwards: boolean, root: ParentNode = document): HTMLElement | null {
  const regions = regionsOf(root)
  const active = document.activeElement
  let current = regions.findIndex((r) => active && r.contains(active))
  // Focus in the area's frame outside its regions (its heading): the next region is the first one after it.
  if (current < 0 && active && active !== document.body) {
    const after = regions.findIndex((r) => active.compareDocumentPosition(r) & Node.DOCUMENT_POSITION_FOLLOWING)
    if (after >= 0) current = backwards ? after : after - 1
    if (after < 0) current = backwards ? 0 : regions.length - 1
  }
  const i = nextRegion(regions.length, current, backwards)
  if (i < 0) return null
  const region = regions[i]!
  const target = entryOf(region)
  if (target === region && !region.hasAttribute('tabindex')) region.setAttribute('tabindex', '-1')
  target.focus()
  return region
}
