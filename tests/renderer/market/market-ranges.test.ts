// The Marktdaten form refuses what a market query cannot mean, with the reason: "-0", "250.000" €/m²,
// twenty nines, "72.5" rooms; what fits passes, in both languages' ways of writing numbers.
import { describe, expect, it } from 'vitest'
import { emptyMarketForm, marketQueryOf } from '../../../src-renderer/src/market/market'
import { marketRange, rangeProblem } from '../../../src-renderer/src/market/market-ranges'

describe('the plausible range of a market field', () => {
  it('refuses a negative zero, a price per m² of 250.000, twenty nines and 72.5 rooms, each with its reason', () => {
    expect(rangeProblem('-0', marketRange('price', 'rent'), 'de')).toEqual({ reason: 'negative' })
    expect(rangeProblem('250.000', marketRange('price', 'buy'), 'de')).toEqual({
      reason: 'out_of_range',
      min: 10,
      max: 50_000
    })
    expect(rangeProblem('9'.repeat(20), marketRange('area', 'rent'), 'en')).toMatchObject({ reason: 'out_of_range' })
    expect(rangeProblem('72.5', marketRange('rooms', 'rent'), 'de')).toMatchObject({ reason: 'out_of_range' })
    expect(rangeProblem('3,25', marketRange('rooms', 'rent'), 'de')).toEqual({ reason: 'not_half' })
    expect(rangeProblem('1990,5', marketRange('year', 'rent'), 'de')).toEqual({ reason: 'not_whole' })
  })

  it('takes what fits, and an empty field', () => {
    expect(rangeProblem('3,5', marketRange('rooms', 'rent'), 'de')).toBeNull()
    expect(rangeProblem('3.5', marketRange('rooms', 'rent'), 'en')).toBeNull()
    expect(rangeProblem('4.500', marketRange('price', 'buy'), 'de')).toBeNull()
    expect(rangeProblem('', marketRange('price', 'buy'), 'de')).toBeNull()
  })

  it('keeps the form from sending a refused value and names the field with the reason', () => {
    const form = { ...emptyMarketForm(), address: 'Marienplatz 1, 80331 München', demand: 'buy' as const }
    const q = marketQueryOf({ ...form, priceMax: '250.000', roomsMin: '-0' }, 'de')
    expect('invalid' in q).toBe(true)
    if (!('invalid' in q)) return
    expect(q.problems).toEqual([
      { field: 'roomsMin', problem: { reason: 'negative' } },
      { field: 'priceMax', problem: { reason: 'out_of_range', min: 10, max: 50_000 } }
    ])
    expect('query' in marketQueryOf({ ...form, priceMax: '4.500', roomsMin: '2' }, 'de')).toBe(true)
  })
})
