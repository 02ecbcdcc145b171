// What the user stated of a property, recorded by main in a real SQLite file, and how a service answer
// is marked by it: a property created here has every field it never sent marked as the service's default
// (known); one made elsewhere and only changed here keeps a default-valued field as perhaps the default;
// a field sent in a create or an update is the user's, whatever its value; a reopened file remembers.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { PortfolioProperty } from '@shared/bridge/portfolio'
import { markServiceDefaults, openPortfolioEntries } from '@main/portfolio/entries'
import { tempDir } from '../reports/helpers'

const dir = tempDir('lagebild-portfolio-entries-')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const answer = (over: Partial<PortfolioProperty> = {}): PortfolioProperty => ({
  id: 'p1',
  livingArea: 64.5,
  condition: 'moderate',
  quality: 'good',
  rentControl: false,
  ...over
})

describe('portfolio entries', () => {
  it('marks what the service filled in, by what the app sent', () => {
    const file = join(dir, 'entries.db')
    let entries = openPortfolioEntries(file)
    entries.stated('sandbox', 'p1', ['livingArea', 'buildingYear', 'location'], true)
    expect(markServiceDefaults(answer(), entries.of('sandbox', 'p1')).serviceDefaults).toEqual({
      fields: ['condition', 'quality', 'rentControl'],
      known: true
    })
    // Chosen later, even the default's value is the user's.
    entries.stated('sandbox', 'p1', ['condition'], false)
    entries.close()
    entries = openPortfolioEntries(file)
    expect(markServiceDefaults(answer(), entries.of('sandbox', 'p1')).serviceDefaults).toEqual({
      fields: ['quality', 'rentControl'],
      known: true
    })
    // Another connection's property of the same id knows nothing of it.
    expect(markServiceDefaults(answer(), entries.of('c-other', 'p1')).serviceDefaults).toEqual({
      fields: ['condition', 'quality', 'rentControl'],
      known: false
    })
    // Made elsewhere, changed here: what was not sent stays unknown, a value other than the default is stated.
    entries.stated('sandbox', 'p2', ['numberOfRooms'], false)
    expect(
      markServiceDefaults(answer({ id: 'p2', quality: 'upscale' }), entries.of('sandbox', 'p2')).serviceDefaults
    ).toEqual({ fields: ['condition', 'rentControl'], known: false })
    // Nothing default-valued and nothing recorded: nothing marked.
    expect(
      markServiceDefaults(answer({ id: 'p3', condition: 'good', quality: 'upscale', rentControl: true }), null)
    ).not.toHaveProperty('serviceDefaults')
    entries.close()
  })
})
