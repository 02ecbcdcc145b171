// The user's own word on security-relevant changes. The renderer is untrusted: allowing tile servers on
// this computer or the local network, sending API requests to an address Lagebild has not used before,
// and opening a link that leads neither to the vendor nor to Lagebild's own pages are asked of the user
// in a native dialog that main shows (shell/confirm.ts; tests pass a recording port). The texts follow
// the app's UI language; the dialog's default button is the cancel button.
import { isIP } from 'node:net'
import type { Language } from '@shared/bridge/contract'
import { ServiceError } from './app-error'
import { isLocalAddress, isLoopbackName } from './tiles/policy'

export interface ConfirmRequest {
  title: string
  message: string
  detail: string
  confirmLabel: string
  cancelLabel: string
}

/** Shows the question and resolves with true only when the user chose the confirm button. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>

/** Without a way to ask, nothing is confirmed. */
export const refuseAll: Confirm = async () => false

/** The user said no: nothing was changed or sent. */
export const declined = (what: string) =>
  new ServiceError('declined', `${what} was not confirmed in the confirmation dialog; nothing was changed.`)

/** Whether an address is on this computer or the local network (by name or literal IP), for the wording. */
export type Place = 'local' | 'elsewhere'

const TEXTS = {
  de: {
    cancel: 'Abbrechen',
    tiles: (origin: string, place: Place): Omit<ConfirmRequest, 'cancelLabel'> => ({
      title: 'Kartenkacheln von dieser Adresse laden?',
      message: `Lagebild soll Kartenkacheln von ${origin} laden.`,
      detail:
        place === 'local'
          ? 'Diese Adresse liegt auf diesem Computer oder im lokalen Netz. Erlauben Sie das nur für einen Kachelserver, den Sie selbst betreiben oder kennen; die Einstellung kam aus dem Fenster von Lagebild.'
          : 'Mit „Kachelserver auf diesem Computer oder im lokalen Netz erlauben“ darf diese Adresse auch auf diesen Computer oder ins lokale Netz führen. Erlauben Sie das nur für einen Kachelserver, den Sie kennen.',
      confirmLabel: 'Erlauben'
    }),
    connection: (address: string, place: Place): Omit<ConfirmRequest, 'cancelLabel'> => ({
      title: 'Verbindung zu einer neuen Adresse?',
      message: `Lagebild soll Anfragen an ${address} senden, mit dem API-Schlüssel dieser Verbindung.`,
      detail:
        place === 'local'
          ? 'Diese Adresse liegt auf diesem Computer oder im lokalen Netz. Bestätigen Sie nur, wenn dort ein Dienst läuft, den Sie selbst eingerichtet haben. Für diese Adresse fragt Lagebild danach nicht noch einmal.'
          : 'Lagebild hat diese Adresse noch nicht verwendet. Bestätigen Sie nur, wenn Sie sie kennen und ihr vertrauen. Für diese Adresse fragt Lagebild danach nicht noch einmal.',
      confirmLabel: 'Verbinden'
    }),
    link: (url: string): Omit<ConfirmRequest, 'cancelLabel'> => ({
      title: 'Link im Browser öffnen?',
      message: `Diese Adresse im Browser öffnen: ${url}`,
      detail:
        'Der Link führt weder zum Anbieter (quis.de) noch zu den Seiten von Lagebild. Öffnen Sie ihn nur, wenn Sie ihm vertrauen.',
      confirmLabel: 'Im Browser öffnen'
    })
  },
  en: {
    cancel: 'Cancel',
    tiles: (origin: string, place: Place): Omit<ConfirmRequest, 'cancelLabel'> => ({
      title: 'Load map tiles from this address?',
      message: `Lagebild is to load map tiles from ${origin}.`,
      detail:
        place === 'local'
          ? 'This address is on this computer or the local network. Allow this only for a tile server you run or know; the setting came from the Lagebild window.'
          : 'With "Allow tile servers on this computer or the local network", this address may also lead to this computer or the local network. Allow this only for a tile server you know.',
      confirmLabel: 'Allow'
    }),
    connection: (address: string, place: Place): Omit<ConfirmRequest, 'cancelLabel'> => ({
      title: 'Connect to a new address?',
      message: `Lagebild is to send requests to ${address}, with this connection's API key.`,
      detail:
        place === 'local'
          ? 'This address is on this computer or the local network. Confirm only if a service you set up yourself runs there. Lagebild does not ask again for this address.'
          : 'Lagebild has not used this address before. Confirm only if you know and trust it. Lagebild does not ask again for this address.',
      confirmLabel: 'Connect'
    }),
    link: (url: string): Omit<ConfirmRequest, 'cancelLabel'> => ({
      title: 'Open the link in your browser?',
      message: `Open this address in your browser: ${url}`,
      detail: 'The link leads neither to the vendor (quis.de) nor to the Lagebild pages. Open it only if you trust it.',
      confirmLabel: 'Open in browser'
    })
  }
} as const

/** The question about a tile server address. */
export const tileQuestion = (language: Language, origin: string, place: Place): ConfirmRequest => ({
  ...TEXTS[language].tiles(origin, place),
  cancelLabel: TEXTS[language].cancel
})
/** The question about an API address not used before. */
export const connectionQuestion = (language: Language, address: string, place: Place): ConfirmRequest => ({
  ...TEXTS[language].connection(address, place),
  cancelLabel: TEXTS[language].cancel
})
/** The question about a link that leaves the app for another site. */
export const linkQuestion = (language: Language, url: string): ConfirmRequest => ({
  ...TEXTS[language].link(url),
  cancelLabel: TEXTS[language].cancel
})

/** Host names that only mean something on a local network. */
const LOCAL_SUFFIXES = ['.local', '.lan', '.internal', '.intranet', '.home.arpa', '.localdomain']

/** Where a URL's host lies, as far as its name tells (names are not resolved for the wording). */
export function placeOf(url: URL): Place {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (isLoopbackName(host)) return 'local'
  if (isIP(host)) return isLocalAddress(host) ? 'local' : 'elsewhere'
  if (!host.includes('.') || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) return 'local'
  return 'elsewhere'
}

/** How long a question the user declined is answered "no" at once instead of being asked again. */
export const DECLINED_QUIET_MS = 10 * 60 * 1000
/** Declined questions remembered at most (the oldest are forgotten first). */
const DECLINED_MAX = 200

/**
 * The confirm port as the renderer may reach it: one question at a time (the app has one window; a
 * request for the same question while it is open shares its answer, any other is answered "no" at once,
 * so a renderer cannot stack up dialogs), and a question the user declined is answered "no" at once for
 * DECLINED_QUIET_MS instead of being asked again.
 */
export function oneQuestionAtATime(confirm: Confirm, opts: { quietMs?: number; now?: () => number } = {}): Confirm {
  const quietMs = opts.quietMs ?? DECLINED_QUIET_MS
  const now = opts.now ?? (() => Date.now())
  const declinedAt = new Map<string, number>()
  let open: { key: string; answer: Promise<boolean> } | null = null
  return (request) => {
    const key = `${request.title}\n${request.message}`
    const at = declinedAt.get(key)
    if (at !== undefined && now() - at < quietMs) return Promise.resolve(false)
    if (open) return open.key === key ? open.answer : Promise.resolve(false)
    const answer = (async () => {
      const yes = await confirm(request).then(
        (answer) => answer === true,
        () => false
      )
      declinedAt.delete(key)
      if (!yes) {
        declinedAt.set(key, now())
        if (declinedAt.size > DECLINED_MAX) declinedAt.delete(declinedAt.keys().next().value!)
      }
      open = null
      return yes
    })()
    open = { key, answer }
    return answer
  }
}

/**
 * Main's open dialog as the renderer may reach it: one at a time; a request while one is open gets no
 * file (as if cancelled) instead of a second dialog.
 */
export function oneDialogAtATime<A extends unknown[]>(
  open: (...args: A) => Promise<string | null>
): (...args: A) => Promise<string | null> {
  let busy = false
  return async (...args) => {
    if (busy) return null
    busy = true
    try {
      return await open(...args)
    } finally {
      busy = false
    }
  }
}
