// Release notes of an update, free of TypeBox (the renderer uses it at run time).
//
// The convention (README, "Updates"): the release notes are Markdown with one section per language,
// headed `## Deutsch` and `## English` (`resources/release-notes.md`, which electron-builder writes
// into latest.yml; or the GitHub release's text). The app shows the section of the UI language; notes
// without such sections, or without the UI language's, are shown whole.
//
// plainReleaseNotes (main) turns what the feed carries into that plain text: GitHub's release feed
// delivers the release text as HTML, electron-updater's full changelog as a list.
import type { Language } from '../language'

/** The headings (level 1 to 3, case-insensitive) that start each language's section. */
const SECTION_NAMES: Record<Language, string[]> = {
  de: ['deutsch', 'german', 'de'],
  en: ['english', 'englisch', 'en']
}
const HEADING = /^\s{0,3}(#{1,3})\s+(.+?)\s*#*\s*$/
const HEADING_MAX = 200

function languageOf(title: string): Language | null {
  const t = title.trim().toLowerCase()
  for (const lang of Object.keys(SECTION_NAMES) as Language[]) if (SECTION_NAMES[lang].includes(t)) return lang
  return null
}

/**
 * The part of the notes in `language`: the lines under its heading up to the next heading of the same
 * or a higher level (without the heading itself); the whole text, trimmed, when there is no such section.
 */
export function releaseNotesFor(text: string, language: Language): string {
  const lines = cut(text).replace(/\r\n?/g, '\n').split('\n')
  let start = -1
  let level = 0
  for (let i = 0; i < lines.length; i++) {
    // A heading is a short line; long lines are never tried (the pattern backtracks over a long one).
    const m = lines[i]!.length <= HEADING_MAX ? HEADING.exec(lines[i]!) : null
    if (!m) continue
    if (start >= 0 && m[1]!.length <= level) {
      const section = lines.slice(start, i).join('\n').trim()
      return section || text.trim()
    }
    if (start < 0 && languageOf(m[2]!) === language) {
      start = i + 1
      level = m[1]!.length
    }
  }
  if (start < 0) return text.trim()
  return lines.slice(start).join('\n').trim() || text.trim()
}

export type NoteBlock = { kind: 'heading' | 'item' | 'text'; text: string }

/** Notes as blocks the UI draws as text (never as HTML): headings, list items, paragraphs. */
export function noteBlocks(text: string): NoteBlock[] {
  const blocks: NoteBlock[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'text', text: paragraph.join(' ') })
    paragraph = []
  }
  for (const raw of cut(text).replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    const heading = line.length <= HEADING_MAX ? /^#{1,6}\s+(.+?)\s*#*$/.exec(line) : null
    const item = /^(?:[-*+]|\d+[.)])\s+(.+)$/.exec(line)
    if (!line) flush()
    else if (heading) {
      flush()
      blocks.push({ kind: 'heading', text: inline(heading[1]!) })
    } else if (item) {
      flush()
      blocks.push({ kind: 'item', text: inline(item[1]!) })
    } else paragraph.push(inline(line))
  }
  flush()
  return blocks
}

/** Markdown emphasis, code and links as their text. */
const inline = (s: string) =>
  s
    .replace(/\[([^\]]{1,500})\]\([^)]{0,2000}\)/g, '$1')
    .replace(/(\*\*|__)(.{1,500}?)\1/g, '$2')
    .replace(/(^|\W)[*_](.{1,500}?)[*_](?=\W|$)/g, '$1$2')
    .replace(/`([^`]{1,500})`/g, '$1')

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]{1,8}|#\d{1,8}|[a-z]{1,10});/gi, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all
    }
    return ENTITIES[e.toLowerCase()] ?? all
  })

/**
 * How much of what the feed carries is read at all: a release's notes are a few KB, and the app shows
 * at most NOTES_MAX characters of them (updates, main); text beyond this is cut before anything parses it.
 */
export const NOTES_INPUT_MAX = 200_000
/** Versions of a changelog list read (electron-updater's full changelog). */
export const NOTES_ENTRIES_MAX = 100

const cut = (text: string) => (text.length > NOTES_INPUT_MAX ? text.slice(0, NOTES_INPUT_MAX) : text)

/** Closing tags after which a paragraph ends. */
const BLOCK_ENDS = new Set(['p', 'div', 'ul', 'ol', 'pre', 'blockquote', 'table', 'tr'])
const TAG_NAME = /^(\/?)([a-z][a-z0-9]*)/i
/** The end of a script or style element, searched from where it starts. */
const ELEMENT_END: Record<string, RegExp> = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi }

/**
 * HTML (GitHub's release text) as the Markdown-like plain text above: headings as `## …`, list items as
 * `- …`. One pass over the text (each `<` looks for its `>` once, and a text without one ends there),
 * so its cost grows with the length of the text, whatever markup it holds.
 */
export function htmlToText(html: string): string {
  const src = cut(html)
  const out: string[] = []
  let heading: { level: number; parts: string[] } | null = null
  // An element whose end was not found is not searched for again (that search reads to the end).
  const unended = new Set<string>()
  const text = (t: string) => void (heading ? heading.parts : out).push(t)
  let i = 0
  while (i < src.length) {
    const lt = src.indexOf('<', i)
    if (lt < 0) {
      text(src.slice(i))
      break
    }
    text(src.slice(i, lt))
    const gt = src.indexOf('>', lt + 1)
    if (gt < 0) {
      // No tag closes any more: the rest is text.
      text(src.slice(lt))
      break
    }
    i = gt + 1
    const m = TAG_NAME.exec(src.slice(lt + 1, Math.min(gt, lt + 40)))
    if (!m) continue
    const closing = m[1] === '/'
    const name = m[2]!.toLowerCase()
    const end = ELEMENT_END[name]
    if (!closing && end) {
      if (unended.has(name)) continue
      end.lastIndex = i
      const found = end.exec(src)
      if (found) i = found.index + found[0].length
      else unended.add(name)
      continue
    }
    const level = /^h[1-6]$/.test(name) ? Number(name[1]) : 0
    if (heading) {
      if (closing && level === heading.level) {
        out.push(`\n\n${'#'.repeat(level)} ${heading.parts.join('').trim()}\n\n`)
        heading = null
      }
      continue
    }
    if (level && !closing) heading = { level, parts: [] }
    else if (name === 'li' && !closing) out.push('\n- ')
    else if (name === 'br') out.push('\n')
    else if (closing && BLOCK_ENDS.has(name)) out.push('\n\n')
  }
  // A heading that never closes is text.
  if (heading) out.push(...heading.parts)
  return tidy(decode(out.join('')))
}

/** Spaces before line ends dropped, list items kept together, at most one empty line in a row; line by line. */
function tidy(text: string): string {
  const lines = text.split('\n').map(trimSpacesEnd)
  const kept: string[] = []
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!
    if (line !== '') {
      kept.push(line)
      continue
    }
    // Empty lines between two list items go; elsewhere one empty line stays of each run.
    let next = n
    while (next < lines.length && lines[next] === '') next++
    const betweenItems =
      kept.length > 0 && kept[kept.length - 1]!.startsWith('- ') && (lines[next] ?? '').startsWith('- ')
    if (!betweenItems) kept.push('')
    n = next - 1
  }
  return kept.join('\n').trim()
}

function trimSpacesEnd(line: string): string {
  let end = line.length
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--
  return end === line.length ? line : line.slice(0, end)
}

/** Whether text holds an HTML tag: a `<` with a letter (or `/` and a letter) and a `>` somewhere after it. */
function looksLikeHtml(text: string): boolean {
  const open = /<\/?[a-z]/i.exec(text)
  return open !== null && text.indexOf('>', open.index) >= 0
}

export interface ReleaseNoteEntry {
  version: string
  note: string | null
}

/** What electron-updater's UpdateInfo.releaseNotes holds (text, HTML, or a list per version) as plain text, cut first. */
export function plainReleaseNotes(notes: unknown): string {
  if (notes == null) return ''
  if (Array.isArray(notes)) {
    const texts: string[] = []
    let length = 0
    for (const entry of notes.slice(0, NOTES_ENTRIES_MAX)) {
      const note = entry !== null && typeof entry === 'object' ? (entry as { note?: unknown }).note : undefined
      // Only text: a note that is itself a list (or anything else) is not release notes.
      if (typeof note !== 'string' || length >= NOTES_INPUT_MAX) continue
      const text = plainReleaseNotes(note)
      length += text.length
      if (text) texts.push(text)
    }
    return cut(texts.join('\n\n'))
  }
  if (typeof notes !== 'string') return ''
  const text = cut(notes)
  return looksLikeHtml(text) ? htmlToText(text) : text.replace(/\r\n?/g, '\n').trim()
}
