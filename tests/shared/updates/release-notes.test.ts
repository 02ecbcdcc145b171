// The release-notes convention (README, "Updates"): sections headed `## Deutsch` and `## English`, the
// app shows the UI language's, else the whole text; HTML from GitHub's release feed becomes that text.
import { describe, expect, it } from 'vitest'
import {
  NOTES_INPUT_MAX,
  htmlToText,
  noteBlocks,
  plainReleaseNotes,
  releaseNotesFor,
  type ReleaseNoteEntry
} from '@shared/updates/release-notes'
import { BILINGUAL_NOTES } from '../../main/updates/feed'

describe('release notes in the UI language', () => {
  it('shows the German section in German, the English one in English, without the language heading', () => {
    expect(releaseNotesFor(BILINGUAL_NOTES, 'de')).toBe(
      '### Neu\n- Vergleichsobjekte lassen sich als Satz speichern.\n- Die Karte zeigt **Bodenrichtwerte**.'
    )
    expect(releaseNotesFor(BILINGUAL_NOTES, 'en')).toBe(
      '### New\n- Comparable offers can be saved as a set.\n- The map shows **standard land values**.'
    )
  })

  it('finds the sections in either order, under a title, at any heading level up to three, with Windows line ends', () => {
    const notes = '# Lagebild 1.2.0\r\n\r\n# English\r\nFixed a crash.\r\n\r\n# Deutsch\r\nAbsturz behoben.\r\n'
    expect(releaseNotesFor(notes, 'de')).toBe('Absturz behoben.')
    expect(releaseNotesFor(notes, 'en')).toBe('Fixed a crash.')
    const nested = 'Intro\n\n### deutsch\nEins\n#### Details\nZwei\n### ENGLISH\nOne'
    expect(releaseNotesFor(nested, 'de')).toBe('Eins\n#### Details\nZwei')
  })

  it('falls back to the whole text without sections, without the UI language’s, or with an empty one', () => {
    expect(releaseNotesFor('Bug fixes.\n', 'de')).toBe('Bug fixes.')
    expect(releaseNotesFor('## English\nOnly English.', 'de')).toBe('## English\nOnly English.')
    expect(releaseNotesFor('## Deutsch\n\n## English\nText', 'de')).toBe('## Deutsch\n\n## English\nText')
    expect(releaseNotesFor('', 'en')).toBe('')
  })

  it('draws headings, list items and paragraphs as text (emphasis, code and links as their words)', () => {
    expect(noteBlocks(releaseNotesFor(BILINGUAL_NOTES, 'de'))).toEqual([
      { kind: 'heading', text: 'Neu' },
      { kind: 'item', text: 'Vergleichsobjekte lassen sich als Satz speichern.' },
      { kind: 'item', text: 'Die Karte zeigt Bodenrichtwerte.' }
    ])
    expect(noteBlocks('Siehe [Handbuch](https://example.org) und `npm start`\nzweite Zeile.\n\n1. Erstens')).toEqual([
      { kind: 'text', text: 'Siehe Handbuch und npm start zweite Zeile.' },
      { kind: 'item', text: 'Erstens' }
    ])
    // Markup is text, never HTML.
    expect(noteBlocks('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }])
  })
})

describe('what the feed carries as plain text', () => {
  it('GitHub release HTML: headings and list items as Markdown, entities decoded, scripts dropped', () => {
    const html =
      '<h2>Deutsch</h2>\n<ul>\n<li>Schneller &amp; stabiler</li>\n<li>Neu: <strong>PDF</strong></li>\n</ul>\n<h2>English</h2>\n<p>Faster &amp; steadier<br>New: PDF</p><script>alert(1)</script>'
    const text = htmlToText(html)
    expect(text).toBe('## Deutsch\n\n- Schneller & stabiler\n- Neu: PDF\n\n## English\n\nFaster & steadier\nNew: PDF')
    expect(releaseNotesFor(text, 'de')).toBe('- Schneller & stabiler\n- Neu: PDF')
    expect(plainReleaseNotes(html)).toBe(text)
  })

  it('text as it is, nothing as empty, a changelog list joined', () => {
    expect(plainReleaseNotes('## Deutsch\r\nA < B\r\n')).toBe('## Deutsch\nA < B')
    expect(plainReleaseNotes(null)).toBe('')
    expect(plainReleaseNotes(undefined)).toBe('')
    expect(
      plainReleaseNotes([
        { version: '1.2.0', note: 'Zwei' },
        { version: '1.1.0', note: null },
        { version: '1.0.1', note: 'Eins' }
      ])
    ).toBe('Zwei\n\nEins')
  })
})

describe('hostile notes', () => {
  it('100 KB of `<a` (and of unclosed headings, scripts, spaces) is read once: the text comes back as text', () => {
    const a = '<a'.repeat(50_000)
    expect(plainReleaseNotes(a)).toBe(a)
    expect(htmlToText(a)).toBe(a)
    expect(htmlToText(`${a}>`)).toBe('')
    expect(htmlToText(`<p>Neu</p>${'<h2>x'.repeat(20_000)}`)).toBe(`Neu\n\n${'x'.repeat(20_000)}`)
    expect(htmlToText(`<p>Neu</p>${'<script>'.repeat(20_000)}`)).toBe('Neu')
    expect(htmlToText(`<p>Neu ${' '.repeat(50_000)}x</p>${'\n'.repeat(50_000)}<li>a</li>`)).toBe(
      `Neu ${' '.repeat(50_000)}x\n\n- a`
    )
    expect(releaseNotesFor(`## a${' '.repeat(100_000)}x`, 'de')).toBe(`## a${' '.repeat(100_000)}x`)
    expect(noteBlocks(`# ${' '.repeat(50_000)}x ${'['.repeat(50_000)}`)).toHaveLength(1)
  })

  it('notes longer than the limit are cut before they are parsed', () => {
    const long = `<p>${'Neu: Bodenrichtwerte. '.repeat(500_000)}</p>`
    expect(long.length).toBeGreaterThan(10_000_000)
    expect(plainReleaseNotes(long).length).toBeLessThanOrEqual(NOTES_INPUT_MAX)
    expect(plainReleaseNotes('x'.repeat(10_000_000)).length).toBe(NOTES_INPUT_MAX)
  })

  it('a changelog list that nests lists (what aliases make of it) is no text, whatever its size', () => {
    let level: unknown = [{ version: '1.0.0', note: 'Eins' }]
    for (let n = 0; n < 40; n++)
      level = [
        { version: '1.0.0', note: level },
        { version: '1.0.0', note: level }
      ]
    expect(plainReleaseNotes(level as ReleaseNoteEntry[])).toBe('')
    const many = Array.from({ length: 1_000_000 }, () => ({ version: '1.0.0', note: 'Neu' }))
    expect(plainReleaseNotes(many).length).toBeLessThan(1_000)
  })
})
