// Addresses in pasted text (a letter, an e-mail, an order): street with house number, then postal code
// and place, on one line ("… das Objekt Schloßstraße 12, 01067 Dresden …") or on two, as in an
// address block ("Schloßstraße 12\n01067 Dresden"). Pure, so the rules are tested in Node.

export interface FoundAddress {
  street: string
  houseNumber: string
  postCode: string
  city: string
  /** "Schloßstraße 12, 01067 Dresden". */
  line: string
}

const NUMBER = String.raw`\d{1,4}(?:\s?[a-zA-Z](?![\p{L}]))?(?:\s?[-/]\s?\d{1,4}(?:\s?[a-zA-Z](?![\p{L}]))?)?`
/** House number, then (comma, line break or spaces) a five-digit postal code and the place's words. */
const ANCHOR = new RegExp(
  String.raw`(?<![\d\p{L}])(${NUMBER})[ \t]*(?:,[ \t]*|\r?\n\s*|[ \t]+)(?:D-)?(\d{5})[ \t]+([^\n,;:]+)`,
  'gu'
)
/** Words that name a street by their ending or themselves ("Schloßstraße", "Str.", "Jungfernstieg", "Markt"). */
const STREET_WORD =
  /(stra(ß|ss)e|str\.|weg|platz|pl\.|allee|gasse|ring|damm|ufer|chaussee|markt|steig|stieg|pfad|promenade|graben|wall|hof|berg|brücke|kai|park|anger|zeile|bogen|acker|feld|garten|gärten|höhe|tor|insel|siedlung|winkel|kamp|wiese|hang|brink|deich|twiete|kamp)$/i
/** Words a street name may start with ("Am Markt", "Unter den Linden", "Alte Gasse"). */
const STREET_START =
  /^(am|an|auf|aus|bei|beim|hinter|im|in|unter|über|vor|zum|zur|alte|alter|altes|neue|neuer|neues|große|großer|kleine|kleiner|obere|oberer|untere|unterer|lange|langer|hohe|hoher|sankt|st\.)$/i
/** Small words inside a name ("Straße des 17. Juni", "Frankfurt am Main"). */
const CONNECTOR = /^(de[rsnm]?|die|das|am|an|im|in|zu[mr]?|von|vom|bei|ob|auf|unter|\d{1,2}\.|a\.|i\.|b\.|d\.)$/i

const capitalised = (w: string) => /^\p{Lu}/u.test(w)

/** The street before a house number: the shortest run of words ending there that starts with a street word. */
function streetBefore(text: string): string | null {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean).slice(-6)
  for (let n = 1; n <= words.length; n++) {
    const run = words.slice(words.length - n)
    const first = run[0]!.replace(/^[("„'»]+/, '')
    if (!capitalised(first)) continue
    const rest = run.slice(1)
    if (!rest.every((w) => capitalised(w) || CONNECTOR.test(w))) continue
    const head = first.split('-')[0]!
    if (
      STREET_WORD.test(first.replace(/[,.:;]$/, '')) ||
      STREET_WORD.test(head) ||
      (STREET_START.test(first) && n > 1) ||
      /-/.test(first)
    ) {
      // "Am Römerberg", "An der Alster": a leading preposition belongs to the name.
      let start = words.length - n
      while (start > 0 && STREET_START.test(words[start - 1]!) && capitalised(words[start - 1]!)) start--
      return words.slice(start).join(' ')
    }
  }
  // A single capitalised word before the number ("Zeil 5"), when nothing better is there.
  const last = words[words.length - 1]
  return last && capitalised(last) && /^\p{L}[\p{L}.-]+$/u.test(last) ? last : null
}

/** The place after a postal code: its capitalised words and connectors ("Frankfurt am Main", "Halle (Saale)"), at most five. */
function placeAfter(text: string): string | null {
  const words = text.trim().split(/\s+/)
  const out: string[] = []
  for (const w of words) {
    const word = w.replace(/[.!?]+$/, (m) => (/^\p{L}\.$/u.test(w) ? m : ''))
    // A qualifier in brackets belongs to the place only when it closes ("Halle (Saale)"), not "(Wohn-".
    const bracket = /^\(.*\)$/.test(word) ? /^\(\p{Lu}[\p{L}. ]*\)$/u.test(word) : !/^\(/.test(word)
    if (!bracket || /-$/.test(word)) break
    if (out.length === 0 ? capitalised(word) : capitalised(word) || CONNECTOR.test(word) || /^\(.*\)$/.test(word))
      out.push(word)
    else break
    if (out.length === 5 || word !== w) break
  }
  return out.length ? out.join(' ') : null
}

/** Every address found in the text, in the order they stand, each once. */
export function findAddresses(text: string): FoundAddress[] {
  const out: FoundAddress[] = []
  for (const m of text.matchAll(ANCHOR)) {
    const before =
      text
        .slice(Math.max(0, m.index! - 120), m.index!)
        .split(/[\n,;:]/)
        .pop() ?? ''
    const street = streetBefore(before)
    const city = placeAfter(m[3]!)
    if (!street || !city) continue
    const houseNumber = m[1]!.replace(/\s+/g, ' ').trim()
    const line = `${street} ${houseNumber}, ${m[2]} ${city}`
    if (!out.some((a) => a.line === line)) out.push({ street, houseNumber, postCode: m[2]!, city, line })
  }
  return out
}

/** Pasted text is just an address when it reads the same as the address found in it (whitespace and commas aside). */
export function isJustAddress(text: string, found: FoundAddress[]): boolean {
  const squash = (s: string) =>
    s
      .replace(/[\s,]+/g, ' ')
      .trim()
      .toLowerCase()
  return found.length === 1 && squash(text) === squash(found[0]!.line)
}
