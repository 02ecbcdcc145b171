// Focus after an action: the result or the message it produced gets the focus, so keyboard and
// screen-reader users are told what happened and can go on from there (never the page body).
const RESCUE_WAIT_MS = 15_000
/** Where the safety net (keepFocus) last put the focus: not a place the user chose. */
let rescuedTo: Element | null = null

function focusable(el: HTMLElement): HTMLElement {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
  return el
}

/**
 * Focuses what `find` returns as soon as it is on screen (now or after the next DOM changes), giving
 * up after a while or when the user has put the focus somewhere else meanwhile. Returns whether it
 * focused something.
 */
export function focusWhenShown(find: () => HTMLElement | null | undefined, timeout = RESCUE_WAIT_MS): Promise<boolean> {
  const before = document.activeElement
  const movedOn = () => {
    const now = document.activeElement
    return now !== before && now !== document.body && now !== null && now !== rescuedTo
  }
  return new Promise((resolve) => {
    /** null: not yet; true: focused; false: the user went on elsewhere. */
    const attempt = (): boolean | null => {
      if (movedOn()) return false
      const el = find()
      if (!el || !el.isConnected || el.getClientRects().length === 0) return null
      focusable(el).focus()
      return document.activeElement === el ? true : null
    }
    const first = attempt()
    if (first !== null) return resolve(first)
    const observer = new MutationObserver(() => {
      const done = attempt()
      if (done === null) return
      observer.disconnect()
      clearTimeout(timer)
      resolve(done)
    })
    const timer = setTimeout(() => {
      observer.disconnect()
      resolve(false)
    }, timeout)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden', 'style', 'class', 'disabled']
    })
  })
}

/** Runs an action, then focuses its result or its message (the first of `targets` found on screen). */
export async function focusAfter<T>(
  action: Promise<T> | T,
  ...targets: Array<() => HTMLElement | null | undefined>
): Promise<T> {
  const value = await action
  await focusWhenShown(() => {
    for (const find of targets) {
      const el = find()
      if (el && el.isConnected && el.getClientRects().length) return el
    }
    return null
  })
  return value
}

/** The newest message in `root` (an alert before a status), for focusing it after an action. */
export function messageIn(root: ParentNode | null | undefined): HTMLElement | null {
  if (!root) return null
  const pick = (sel: string) =>
    [...root.querySelectorAll<HTMLElement>(sel)]
      .filter((e) => e.getClientRects().length && e.textContent?.trim())
      .at(-1) ?? null
  return pick('[role=alert]') ?? pick('[role=status]')
}

/**
 * The safety net: when the focused element goes away (its button replaced by a message, a closed
 * form) the focus would fall to the page body. It goes to the newest message of the nearest part of
 * the page that is still there, else to that part's heading; a message that part shows within a
 * moment (an answer arriving) takes the focus over. A button only disabled while its action runs
 * keeps its place: when it is enabled again and nothing else took the focus, it gets it back.
 */
export function keepFocus(main: HTMLElement): () => void {
  let last: HTMLElement | null = null
  /** The focused element's ancestors up to main: where to look when it is gone. */
  let chain: HTMLElement[] = []
  let waiting = false
  let follow: (() => void) | null = null
  const onFocusIn = (e: FocusEvent) => {
    last = e.target instanceof HTMLElement ? e.target : null
    chain = []
    if (last && main.contains(last))
      for (let n = last.parentElement; n && n !== main.parentElement; n = n.parentElement) chain.push(n)
    waiting = false
  }
  const onBody = () =>
    document.activeElement === document.body || document.activeElement === null || document.activeElement === last
  const rescue = () => {
    if (!last || !chain.length) return
    const disabled = (last as HTMLButtonElement).disabled === true
    if (last.isConnected && last.getClientRects().length > 0) {
      if (disabled) waiting = waiting || onBody()
      else if (waiting && onBody()) {
        waiting = false
        last.focus({ preventScroll: true })
      }
      return
    }
    if (!onBody()) return
    const near = chain.find((n) => n.isConnected && n.getClientRects().length > 0) ?? main
    const target =
      messageIn(near) ?? near.querySelector<HTMLElement>('h1, h2, h3') ?? main.querySelector<HTMLElement>('h1') ?? main
    focusable(target).focus()
    if (document.activeElement !== target) return
    rescuedTo = target
    // An answer shown there in a moment is what the action produced: it gets the focus.
    follow?.()
    const started = Date.now()
    follow = watchFor(() => {
      if (document.activeElement !== target || Date.now() - started > 3000) return true
      const message = messageIn(near)
      if (!message || message === target) return false
      focusable(message).focus()
      rescuedTo = message
      return true
    })
  }
  const observer = new MutationObserver(() => queueMicrotask(rescue))
  observer.observe(main, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'style']
  })
  document.addEventListener('focusin', onFocusIn)
  return () => {
    observer.disconnect()
    follow?.()
    document.removeEventListener('focusin', onFocusIn)
  }
}

/** Calls `check` after each DOM change until it returns true (or the returned stop is called). */
function watchFor(check: () => boolean): () => void {
  const observer = new MutationObserver(() => {
    if (check()) stop()
  })
  const timer = setTimeout(() => stop(), 3000)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return stop
}
