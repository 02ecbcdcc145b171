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
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  let start = -1
  let level = 0
  for (let i = 0; i < lines.length; i++) {
    const m = HEADING.exec(lines[i]!)
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
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    const heading = /^#{1,6}\s+(.+?)\s*#*$/.exec(line)
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
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_](.+?)[*_](?=\W|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all
    }
    return ENTITIES[e.toLowerCase()] ?? all
  })

/** HTML (GitHub's release text) as the Markdown-like plain text above: headings as `## …`, list items as `- …`. */
export function htmlToText(html: string): string {
  return (
    decode(
      html
        .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
        .replace(
          /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi,
          (_, n: string, inner: string) => `\n\n${'#'.repeat(Number(n))} ${inner.replace(/<[^>]*>/g, '').trim()}\n\n`
        )
        .replace(/<li\b[^>]*>/gi, '\n- ')
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<\/(p|div|ul|ol|pre|blockquote|table|tr)\s*>/gi, '\n\n')
        .replace(/<[^>]*>/g, '')
    )
      .replace(/[ \t]+\n/g, '\n')
      // List items stay together.
      .replace(/(?<=(?:^|\n)- [^\n]*)\n\s*\n(?=- )/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

export interface ReleaseNoteEntry {
  version: string
  note: string | null
}

/** What electron-updater's UpdateInfo.releaseNotes holds (text, HTML, or a list per version) as plain text. */
export function plainReleaseNotes(notes: string | ReleaseNoteEntry[] | null | undefined): string {
  if (notes == null) return ''
  if (Array.isArray(notes)) {
    return notes
      .map((n) => plainReleaseNotes(n.note))
      .filter(Boolean)
      .join('\n\n')
  }
  return /<\/?[a-z][a-z0-9]*\b[^>]*>/i.test(notes) ? htmlToText(notes) : notes.replace(/\r\n?/g, '\n').trim()
}
