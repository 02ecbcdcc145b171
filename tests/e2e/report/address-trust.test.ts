// Cases an appraiser can trust, end to end in Chromium over the real router, services and
// sandbox, with addresses typed the way people type them: what the service resolved is said part by
// part and the user can go back; a postal code that does not fit is a conflict with candidates and
// nothing is saved; the library offers a saved report only for the same address after resolution and
// an update adds a version of that address only; addresses are found in a pasted letter and the title
// is the resolved address; an earlier search's messages go when a new one starts; after every outcome
// the focus is on the result or the message.
// Run inside a Secret Service session: bash tests/keychain-session.sh npx vitest run tests/e2e/report/address-trust.test.ts
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { searchAddress } from '../harness'
import { e2eTest } from '../fixture'

let page: Page
const it = e2eTest({
  locale: 'de-DE',
  ready: async (e2e) => {
    page = e2e.page
    await page.goto(e2e.appUrl)
  },
  timeout: 120_000
})

const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return {
      id: el?.id ?? '',
      tag: el?.tagName ?? '',
      text: (el?.innerText ?? '').trim(),
      testid: el?.getAttribute('data-testid') ?? ''
    }
  })
const input = () => page.getByRole('combobox', { name: 'Adresse' })
const drawn = () => page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
const title = async () => (await page.getByRole('heading', { level: 1 }).innerText()).trim()

/** The library's entries (current versions) as "label (n Fassungen)", sorted. */
async function library(): Promise<string[]> {
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('button', { name: 'Berichtsarchiv' })
    .click()
  await page.getByRole('heading', { level: 1, name: 'Berichtsarchiv' }).waitFor()
  const rows = page.locator('.library-table tbody tr:has(th[scope="row"])')
  await rows.first().waitFor()
  const out: string[] = []
  for (const row of await rows.all()) {
    const label = (await row.locator('.library-table__open').innerText()).trim()
    const versions = await row.getByRole('button', { name: /^Fassungen zeigen/ }).count()
    out.push(
      versions
        ? `${label} (${(await row.getByRole('button', { name: /^Fassungen zeigen/ }).innerText()).trim()})`
        : label
    )
  }
  return out.sort()
}

describe('resolution that never moves a case silently', () => {
  it('a missing postal code: the report names where the address lies, and "Eingabe ändern" brings the typed text back', async ({
    e2e
  }) => {
    await searchAddress(page, 'Schloßstraße 12 Dresden')
    await drawn()
    expect(await title()).toBe('Schloßstraße 12, 01156 Dresden')
    expect((await focused()).tag).toBe('H1')
    const box = page.getByTestId('resolution')
    expect(await box.innerText()).toContain('Postleitzahl: nicht eingegeben, die Adresse liegt in 01156')
    await e2e.screenshot('address-trust-report-differences')
    await box.getByRole('button', { name: 'Eingabe ändern und neu suchen' }).click()
    await input().waitFor()
    expect(await input().inputValue()).toBe('Schloßstraße 12 Dresden')
    expect((await focused()).id).toBe('search-text')
  })

  it('the same street, number and town saved under another postal code is asked about; typo and case are no differences', async () => {
    // The library has Schloßstraße 12, 01156 Dresden (the service's postal code above); typed with 01067 it is another place.
    await searchAddress(page, 'schlossstr. 12, 01067 DRESDEN')
    const conflict = page.getByTestId('postcode-conflict')
    await conflict
      .getByRole('heading', { name: 'Diese Adresse ist mit einer anderen Postleitzahl gespeichert' })
      .waitFor({ timeout: 60_000 })
    await expect.poll(async () => (await focused()).id).toBe('postcode-conflict-title')
    expect(await page.getByTestId('conflict-reason').innerText()).toBe(
      'Postleitzahl: Ihre Eingabe ergibt laut Dienst 01067, im Berichtsarchiv ist dieselbe Straße mit Hausnummer und Ort mit 01156 gespeichert.'
    )
    expect(await conflict.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Schlossstraße 12, 01067 Dresden'),
      expect.stringContaining('Schloßstraße 12, 01156 Dresden')
    ])
    await conflict.getByRole('button', { name: 'Schlossstraße 12, 01067 Dresden' }).click()
    await drawn()
    // The title is the address as the service spells it, never the lower-case typing.
    expect(await title()).toBe('Schlossstraße 12, 01067 Dresden')
    expect(await page.getByTestId('resolution').locator('[data-difference]').count()).toBe(0)
  })

  it('a postal code the service does not take: a conflict naming both, nothing saved, back to the input or the address found', async ({
    e2e
  }) => {
    const before = await library()
    await searchAddress(page, 'Marienplatz 1, 80000 München')
    const conflict = page.getByTestId('postcode-conflict')
    await conflict.waitFor({ timeout: 60_000 })
    await expect.poll(async () => (await focused()).id).toBe('postcode-conflict-title')
    expect(await conflict.innerText()).toContain(
      'Postleitzahl: eingegeben 80000, die Adresse liegt laut Dienst in 80992.'
    )
    expect(await conflict.innerText()).toContain('Es wurde noch nichts gespeichert.')
    await e2e.screenshot('address-trust-conflict-1280')
    // Back: the question goes, the typed text stays in the focused field, nothing was saved.
    await conflict.getByRole('button', { name: 'Eingabe ändern' }).click()
    expect(await conflict.count()).toBe(0)
    expect((await focused()).id).toBe('search-text')
    expect(await input().inputValue()).toBe('Marienplatz 1, 80000 München')
    expect(await library()).toEqual(before)
    // Again, and take the address found.
    await searchAddress(page, 'Marienplatz 1, 80000 München')
    await conflict.getByRole('button', { name: 'Marienplatz 1, 80992 München' }).click()
    await drawn()
    expect(await title()).toBe('Marienplatz 1, 80992 München')
    expect((await focused()).tag).toBe('H1')
  })

  it('a postal code of another town: both places are candidates; the town typed is the address saved already, which is offered', async () => {
    await searchAddress(page, 'Marienplatz 1, 10117 München')
    const conflict = page.getByTestId('postcode-conflict')
    await conflict.waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('conflict-reason').innerText()).toBe(
      'Postleitzahl 10117: liegt laut Dienst in Berlin, eingegeben war München.'
    )
    const candidates = conflict.getByRole('listitem')
    expect(await candidates.allInnerTexts()).toEqual([
      expect.stringContaining('Marienplatz 1, 10117 Berlin'),
      expect.stringContaining('Marienplatz 1, 80992 München')
    ])
    await conflict.getByRole('button', { name: 'Marienplatz 1, 80992 München' }).click()
    const offer = page.getByTestId('saved-match')
    await offer.waitFor({ timeout: 60_000 })
    await expect.poll(async () => (await focused()).id).toBe('saved-match-title')
    await offer.getByRole('button', { name: 'Gespeicherten Bericht öffnen' }).click()
    await drawn()
    expect(await title()).toBe('Marienplatz 1, 80992 München')
    expect((await focused()).tag).toBe('H1')
  })
})

describe('a postal code that fits the town but not the saved address', () => {
  it('"Marienplatz 1, 80331 München" with Marienplatz 1 saved under 80992: both are named and nothing is saved until chosen', async () => {
    const before = await library()
    await searchAddress(page, 'Marienplatz 1, 80331 München')
    const conflict = page.getByTestId('postcode-conflict')
    await conflict.waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('conflict-reason').innerText()).toContain(
      'ergibt laut Dienst 80331, im Berichtsarchiv ist dieselbe Straße mit Hausnummer und Ort mit 80992 gespeichert'
    )
    expect(await library()).toEqual(before)
    // The saved one: the library offers it as the same address.
    await searchAddress(page, 'Marienplatz 1, 80331 München')
    await conflict.getByRole('button', { name: 'Marienplatz 1, 80992 München' }).click()
    await page.getByTestId('saved-match').waitFor({ timeout: 60_000 })
    await page.getByTestId('saved-match').getByRole('button', { name: 'Eingabe ändern' }).click()
    expect((await focused()).id).toBe('search-text')
    expect(await library()).toEqual(before)
  })
})

describe('saved match by identity', () => {
  it('the same address typed two ways is offered, and updating adds a version of that entry', async ({ e2e }) => {
    await searchAddress(page, 'Schloßstraße 12a, 01067 Dresden')
    await drawn()
    await searchAddress(page, 'schlossstrasse 12 A 01067 dresden')
    const offer = page.getByTestId('saved-match')
    await offer.getByRole('heading', { name: 'Diese Adresse ist bereits gespeichert' }).waitFor({ timeout: 60_000 })
    await expect.poll(async () => (await focused()).id).toBe('saved-match-title')
    expect(await page.getByTestId('saved-match-found').innerText()).toBe(
      'Ihre Eingabe „schlossstrasse 12 A 01067 dresden“ ergibt Schlossstraße 12A, 01067 Dresden. Der Bericht ist abgerufen, aber noch nicht gespeichert.'
    )
    // Only the same address is listed, not the 12 or the 01156 one.
    expect(await offer.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('„Schloßstraße 12a, 01067 Dresden“')
    ])
    await e2e.screenshot('address-trust-saved-match')
    await offer.getByRole('button', { name: 'Gespeicherten Bericht aktualisieren' }).click()
    await drawn()
    expect((await focused()).tag).toBe('H1')
    const entries = await library()
    expect(entries.filter((e) => /schlo(ß|ss)stra(ß|ss)e 12a/i.test(e))).toEqual([
      // The entry keeps its name: an update in another spelling does not rename it.
      'Schloßstraße 12a, 01067 Dresden (2 Fassungen)'
    ])
    expect(entries).toContain('Schloßstraße 12, 01156 Dresden')
  })

  it('an update of a saved report never writes another address into it: "Dorfstraße 3 17309" is Pasewalk, not the saved Fahrenwalde', async () => {
    await searchAddress(page, 'Dorfstr. 3, 17309 Fahrenwalde')
    await drawn()
    await searchAddress(page, 'Dorfstraße 3 17309')
    await drawn()
    expect(await page.getByTestId('saved-match').count()).toBe(0)
    expect(await title()).toBe('Dorfstraße 3, 17309 Pasewalk')
    expect(await page.getByTestId('resolution').innerText()).toContain(
      'Ort: nicht eingegeben, die Adresse liegt in Pasewalk'
    )
    const entries = await library()
    expect(entries).toContain('Dorfstraße 3, 17309 Fahrenwalde')
    expect(entries).toContain('Dorfstraße 3, 17309 Pasewalk')
    // Typed without its postal code it is the saved Fahrenwalde entry, and the update goes there alone.
    await searchAddress(page, 'Dorfstr. 3 Fahrenwalde')
    const offer = page.getByTestId('saved-match')
    await offer.waitFor({ timeout: 60_000 })
    expect(await offer.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('„Dorfstraße 3, 17309 Fahrenwalde“')
    ])
    await offer.getByRole('button', { name: 'Gespeicherten Bericht aktualisieren' }).click()
    await drawn()
    expect(await title()).toBe('Dorfstraße 3, 17309 Fahrenwalde')
    const after = await library()
    expect(after.filter((e) => /17309/.test(e))).toEqual([
      'Dorfstraße 3, 17309 Fahrenwalde (2 Fassungen)',
      'Dorfstraße 3, 17309 Pasewalk'
    ])
  })

  it('a bare postal code or town never claims to be a saved address', async () => {
    for (const [text, label] of [
      ['01067', '01067 Dresden'],
      ['Dresden', '01067 Dresden'],
      ['80992', '80992 München']
    ] as const) {
      await searchAddress(page, text)
      // A town alone asks which of its postal codes is meant; taking the one found gives its report.
      if (text === 'Dresden') {
        const ask = page.getByTestId('postcode-conflict')
        await ask.getByRole('heading', { name: 'Nur ein Ort eingegeben' }).waitFor({ timeout: 60_000 })
        await ask.getByRole('button', { name: '01067 Dresden' }).click()
      }
      await drawn()
      expect(await page.getByTestId('saved-match').count(), text).toBe(0)
      expect(await title(), text).toBe(label)
    }
    // The same area again is offered as an area, not as an address.
    await searchAddress(page, '80992')
    const offer = page.getByTestId('saved-match')
    await offer.getByRole('heading', { name: 'Dieses Gebiet ist bereits gespeichert' }).waitFor({ timeout: 60_000 })
    expect(await offer.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('„80992 München“')])
    await offer.getByRole('button', { name: 'Als neuen Eintrag speichern' }).click()
    await drawn()
    expect((await focused()).tag).toBe('H1')
  })
})

const LETTER = `Sehr geehrte Damen und Herren,

bitte erstellen Sie ein Verkehrswertgutachten für das Objekt Königsallee 3a, 40212 Düsseldorf.

Mit freundlichen Grüßen
Immobilien Müller GmbH
Schloßstraße 12
01067 Dresden`

async function paste(text: string) {
  await page.keyboard.press('Control+L')
  await input().fill('')
  await input().evaluate((el, data) => {
    const dt = new DataTransfer()
    dt.setData('text/plain', data)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }))
  }, text)
}

describe('pasted text', () => {
  it('finds the addresses of a pasted letter and offers them; the report is titled with the resolved address', async ({
    e2e
  }) => {
    await paste(LETTER)
    const box = page.getByTestId('pasted')
    await box.getByRole('heading', { name: 'Im eingefügten Text gefundene Adressen' }).waitFor()
    expect((await focused()).testid).toBe('pasted')
    expect(await input().inputValue()).toBe('')
    expect(await box.getByRole('button').allInnerTexts()).toEqual([
      'Königsallee 3a, 40212 Düsseldorf suchen',
      'Schloßstraße 12, 01067 Dresden suchen',
      'Verwerfen'
    ])
    await e2e.screenshot('address-trust-pasted')
    await box.getByRole('button', { name: 'Königsallee 3a, 40212 Düsseldorf suchen' }).click()
    await drawn()
    expect(await title()).toBe('Königsallee 3a, 40212 Düsseldorf')
    expect((await focused()).tag).toBe('H1')
  })

  it('says when a pasted text holds no address and leaves the field as it was', async () => {
    await paste('Sehr geehrte Damen und Herren,\nanbei die Unterlagen zum Objekt.\nMit freundlichen Grüßen')
    const box = page.getByTestId('pasted')
    await box.getByRole('heading', { name: 'Im eingefügten Text wurde keine Adresse erkannt' }).waitFor()
    expect(await input().inputValue()).toBe('')
    await box.getByRole('button', { name: 'Verwerfen' }).click()
    expect((await focused()).id).toBe('search-text')
  })

  it('pastes an address alone into the field as it is', async () => {
    await paste('Marienplatz 1, 80331 München')
    expect(await page.getByTestId('pasted').count()).toBe(0)
  })
})

describe('messages of an earlier search', () => {
  it('go when a new search starts, also one that is refused for missing input; the message has the focus', async () => {
    await searchAddress(page, 'Unter den Linden 1')
    const error = page.locator('.search-error')
    await error.waitFor({ timeout: 60_000 })
    expect(await error.innerText()).toContain('nichts gefunden')
    await expect.poll(async () => (await focused()).text).toContain('nichts gefunden')
    // An empty search: only its own message stays.
    await input().fill('')
    await input().press('Enter')
    await page.getByText('Bitte eine Adresse eingeben').waitFor()
    expect(await error.count()).toBe(0)
    // A conflict, then a new search: the question goes too.
    await searchAddress(page, 'Marienplatz 1, 80000 München')
    await page.getByTestId('postcode-conflict').waitFor({ timeout: 60_000 })
    await searchAddress(page, 'Nirgendwostraße 1, 99999 Nirgendwo')
    await error.waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('postcode-conflict').count()).toBe(0)
  })
})

describe('layout', () => {
  it('shows the conflict and the saved-match question without sideways scrolling at 900 and 1920 px', async ({
    e2e
  }) => {
    for (const width of [900, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await searchAddress(page, 'Marienplatz 1, 10117 München')
      await page.getByTestId('postcode-conflict').waitFor({ timeout: 60_000 })
      await e2e.screenshot(`address-trust-conflict-de-${width}`)
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth
      }))
      expect(scroll).toBeLessThanOrEqual(client)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
  })
})

describe('in English', () => {
  const inEnglish = e2eTest({ locale: 'en-US', timeout: 120_000 })

  inEnglish(
    'names the differences, the conflict and the saved address in English, at 900 and 1920 px',
    async ({ e2e: en }) => {
      const p = en.page
      await searchAddress(p, 'Schloßstraße 12 Dresden', 'Address')
      await p.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
      expect(await p.getByTestId('resolution').innerText()).toContain('postal code: not typed, the address is in 01156')
      await p.getByRole('button', { name: 'Change the input and search again' }).waitFor()
      for (const width of [900, 1920]) {
        await p.setViewportSize({ width, height: 900 })
        await searchAddress(p, 'Marienplatz 1, 10117 München', 'Address')
        const conflict = p.getByTestId('postcode-conflict')
        await conflict
          .getByRole('heading', { name: 'The postal code does not fit the address' })
          .waitFor({ timeout: 60_000 })
        expect(await p.getByTestId('conflict-reason').innerText()).toBe(
          'Postal code 10117: according to the service it is in Berlin; you typed München.'
        )
        await en.screenshot(`address-trust-conflict-en-${width}`)
      }
      await p.getByTestId('postcode-conflict').getByRole('button', { name: 'Marienplatz 1, 80992 München' }).click()
      await p.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
      await searchAddress(p, 'marienplatz 1, 80992 muenchen', 'Address')
      const offer = p.getByTestId('saved-match')
      await offer.getByRole('heading', { name: 'This address is saved already' }).waitFor({ timeout: 60_000 })
      expect(await offer.innerText()).toContain('The report has been fetched but not saved yet.')
      await en.screenshot('address-trust-saved-match-en-1920')
    }
  )
})
