// One language at a time in every area (extending report-language.test.ts's value scan to all of them):
// the rendered text of each area with its content, and the names assistive technology reads
// (aria-label, title, placeholder, alt), hold no word that belongs only to the other language's UI
// texts, values or service words. A short allow-list names what is the same in both (proper names).
// The sample-data introduction, once closed, stays closed when the renderer starts again with the
// same data folder (its own storage emptied: main keeps the setting).
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/area-language.test.ts
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import deApp from '@renderer/messages-de'
import enApp from '@renderer/messages-en'
import deValues from '@renderer/kit/values/values-de'
import enValues from '@renderer/kit/values/values-en'
import { VALUE_ENUMS } from '@renderer/kit/values/value-labels'
import { e2eTest } from './fixture'
import { AREAS, tourCase, type Tour } from './area-tour'

/** Every string in a message tree. */
const strings = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(strings) : []
/** Words of four letters or more, placeholders left out, lower case. */
const words = (texts: string[]): Set<string> =>
  new Set(texts.flatMap((s) => s.replace(/\{[^}]*\}/g, ' ').match(/[\p{L}]{4,}/gu) ?? []).map((w) => w.toLowerCase()))

// The bridge's and the service's English (schema messages, enumerations' raw values).
const SERVICE_ENGLISH = [
  'expected',
  'required',
  'array',
  'length',
  'property',
  'arguments',
  'invalid',
  ...Object.values(VALUE_ENUMS)
    .flat()
    .flatMap((v) => v.split('_'))
]
const DE = words([...strings(deApp), ...strings(deValues)])
const EN = words([...strings(enApp), ...strings(enValues), ...SERVICE_ENGLISH])
/**
 * Proper names, which stay as they are in either language: the product's name, and the words of the
 * sandbox's invented names that are also UI words: streets ("Am Markt 86") and points of interest near
 * the test address ("Grundschule am Markt", "Bahnhof-Apotheke", "Spielplatz Schulstraße", "Feuerwache 2",
 * "Flughafen München"), see src-sandbox/locations/poi.ts and src-sandbox/market/plan.ts; and the service's
 * region names, which it gives in German for every level ("Deutschland (country)").
 */
const ALLOWED = new Set([
  'lagebild',
  'markt',
  'bahnhof',
  'apotheke',
  'grundschule',
  'spielplatz',
  'feuerwache',
  'flughafen',
  'deutschland'
])

const FOREIGN = {
  de: new Set([...EN].filter((w) => !DE.has(w) && !ALLOWED.has(w))),
  en: new Set([...DE].filter((w) => !EN.has(w) && !ALLOWED.has(w)))
}

/** The other language's words in the page's text and accessible names, with where they stand. */
async function foreignWords(page: Page, language: 'de' | 'en'): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const out: string[] = []
    for (const root of document.querySelectorAll<HTMLElement>('main, nav')) {
      out.push(root.innerText)
      for (const el of root.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], img[alt]')) {
        if (!el.checkVisibility()) continue
        for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
          const v = el.getAttribute(a)
          if (v) out.push(v)
        }
      }
    }
    return out
  })
  const found = new Set<string>()
  for (const text of shown)
    for (const line of text.split('\n'))
      // Paths, addresses of the service and web sites are names, not words: "POST /api/v2/offers/search", "wg-gesucht.de".
      for (const w of line.replace(/\S*\/\S*|\S+\.(de|net|com|org)\b/g, ' ').match(/[\p{L}]{4,}/gu) ?? [])
        if (FOREIGN[language].has(w.toLowerCase())) found.add(`${w} in "${line.trim().slice(0, 80)}"`)
  return [...found]
}

for (const language of ['de', 'en'] as const) {
  describe(`every area in ${language === 'de' ? 'German' : 'English'} only`, () => {
    let tour: Tour
    const it = e2eTest({
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      ready: async (e2e) => {
        tour = await tourCase(e2e, language)
      },
      timeout: 300_000
    })

    it('shows no word of the other language in any area, nor in the names assistive technology reads', async ({
      e2e
    }) => {
      const found: string[] = []
      for (const area of AREAS) {
        await tour.show(area)
        found.push(...(await foreignWords(e2e.page, language)).map((w) => `${area}: ${w}`))
      }
      if (found.length) console.log(found.join('\n'))
      expect(found).toEqual([])
    })

    it.runIf(language === 'de')(
      'keeps the sample-data introduction closed after a restart with the same data folder',
      async ({ e2e }) => {
        const { page } = e2e
        const intro = page.getByTestId('sample-data-intro')
        await intro.getByRole('button', { name: 'Verstanden' }).click()
        await intro.waitFor({ state: 'detached' })
        // The renderer's own storage gone, as in a new window: only main's settings remember.
        await page.evaluate(() => localStorage.clear())
        await page.reload()
        await page.getByTestId('active-connection').waitFor()
        // The settings are read once the tile URL (the settings area is open) shows.
        await expect.poll(() => page.locator('main input[type=url]').first().inputValue()).not.toBe('')
        expect(await intro.count()).toBe(0)
        // A new start opens no case: the title names the area only.
        expect(await page.evaluate(() => document.title)).toBe('Einstellungen – Lagebild')
      }
    )
  })
}
