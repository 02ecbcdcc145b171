// The renderer's source files by what they are, for tests that read the sources: every script and
// component, the text files of both languages, and what is drawn on paper (the print frame and every
// area's print layout).
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export const RENDERER = join(import.meta.dirname, '../../src-renderer/src')

/** Every .ts and .vue file under the renderer's src, as paths relative to it. */
export function rendererFiles(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(ts|vue)$/.test(name)) out.push(relative(RENDERER, path))
    }
  }
  walk(RENDERER)
  return out.sort()
}

/** The text files of one language: each area's `*-de.ts` / `*-en.ts` and the assembled `messages-*.ts`. */
export const textFiles = (lang: 'de' | 'en'): string[] => rendererFiles().filter((f) => f.endsWith(`-${lang}.ts`))

/** What prints: the print frame (print/), the print view, and every area's print layout and annex. */
export const printFiles = (): string[] =>
  rendererFiles().filter(
    (f) =>
      !/-(de|en)\.ts$/.test(f) &&
      (f.startsWith('print/') || f.includes('/annex/') || /(^|\/)(Print\w*|\w+Print|PropertySheet)\.vue$/.test(f))
  )
