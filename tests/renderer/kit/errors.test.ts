// Every AppError code and connection test outcome becomes sentences a user understands.
import { describe, expect, it } from 'vitest'
import type { ConnectionTestResult } from '@shared/bridge/contract'
import { describeError, describeTestResult, type Described } from '@renderer/kit/errors'
import de from '@renderer/messages-de'

const stamp = (iso: string) => `<${iso}>`

/** The German text, with parameters filled in, as the UI would show it. */
function render(d: Described): string {
  return d.sentences
    .map(({ key, params }) => {
      const text = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], de) as string
      return text.replace(/\{(\w+)\}/g, (_, p: string) => String(params?.[p]))
    })
    .join(' ')
}

describe('describeError', () => {
  it('says an unknown key in plain words', () => {
    expect(render(describeError({ code: 'unauthorized', message: 'not authorized', status: 401 }, stamp))).toContain(
      'Der API-Schlüssel ist unbekannt.'
    )
  })

  it('explains that the vendor’s sales team enables restricted endpoints', () => {
    const text = render(describeError({ code: 'forbidden', message: 'x', status: 403 }, stamp))
    expect(text).toContain('nicht freigeschaltet')
    expect(text).toContain('Vertrieb')
  })

  it('an internal error points at the log folder and where Settings opens it', () => {
    const text = render(describeError({ code: 'internal', message: 'x' }, stamp))
    expect(text).toContain('Einzelheiten stehen im Protokoll')
    expect(text).toContain('Protokollordner öffnen')
  })

  it('gives the rate-limit reset time, formatted by the caller', () => {
    const text = render(describeError({ code: 'rate_limited', message: 'x', resetAt: '2030-01-02T00:00:00Z' }, stamp))
    expect(text).toContain('<2030-01-02T00:00:00Z>')
    expect(render(describeError({ code: 'rate_limited', message: 'x' }, stamp))).toContain('später erneut')
  })

  it('lists field messages, with a label for fields it knows', () => {
    const d = describeError(
      {
        code: 'invalid_argument',
        message: 'x',
        fieldErrors: { baseUrl: ['must be http or https'], 'body.floor': ['too low'] }
      },
      stamp
    )
    expect(d.fields).toEqual([
      {
        labelKey: 'fields.baseUrl',
        raw: 'baseUrl',
        messages: ['must be http or https'],
        problems: [{ key: 'errors.field.invalid' }]
      },
      {
        labelKey: 'fields.floor',
        raw: 'body.floor',
        messages: ['too low'],
        problems: [{ key: 'errors.field.invalid' }]
      }
    ])
  })

  it('says that a thing the service no longer has is gone, not merely "not accepted"', () => {
    const d = describeError(
      { code: 'bad_request', message: 'x', fieldErrors: { parentId: ['property group does not exist'] } },
      stamp
    )
    expect(d.fields[0]?.problems).toEqual([{ key: 'errors.field.notFound' }])
  })

  it('says field problems in the UI language with the field named, keeping the original only as a detail', () => {
    const text = (key: string, params?: Record<string, string | number>) =>
      (key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], de) as string).replace(
        /\{(\w+)\}/g,
        (_, p: string) => String(params?.[p])
      )
    const d = describeError(
      {
        code: 'invalid_argument',
        message: 'Invalid arguments for valuation.saveGrid.',
        fieldErrors: {
          comparables: ['Expected array length to be less or equal to 100'],
          livingArea: ['required'],
          'body.x_y': ['Expected union value'],
          buildingYear: ['year_out_of_range']
        }
      },
      stamp
    )
    const shown = d.fields.map(
      (f) =>
        `${f.labelKey ? text(f.labelKey) : text('errors.fieldOther')}: ${f.problems.map((s) => text(s.key, s.params)).join(' ')}`
    )
    expect(shown).toEqual([
      'Vergleichsobjekte: Höchstens 100 Einträge.',
      'Wohnfläche: Bitte ausfüllen.',
      'Eine weitere Angabe: Bitte einen der angebotenen Werte.',
      'Baujahr: Dieses Baujahr ist nicht möglich.'
    ])
    expect(shown.join(' ')).not.toMatch(/Expected|required|comparables/)
    expect(d.fields[0]!.messages).toEqual(['Expected array length to be less or equal to 100'])
  })

  it('says plainly that the user declined in main’s confirmation window, and how to go on', () => {
    const text = render(
      describeError({ code: 'declined', message: 'Sending requests to https://x was not confirmed' }, stamp)
    )
    expect(text).toBe(
      'Sie haben im Bestätigungsfenster von Lagebild „Abbrechen“ gewählt: Die Änderung wurde nicht übernommen, und an diese Adresse wurde nichts gesendet. ' +
        'Wenn Sie der Adresse vertrauen, versuchen Sie es erneut und bestätigen Sie im Fenster.'
    )
  })

  it('adds the HTTP status to server errors', () => {
    expect(render(describeError({ code: 'server_error', message: 'x', status: 503 }, stamp))).toContain(
      'HTTP-Status 503'
    )
  })
})

describe('describeTestResult', () => {
  const result = (r: Partial<ConnectionTestResult>): ConnectionTestResult => ({ outcome: 'ok', durationMs: 12, ...r })

  it('is a success when the key works and the restricted endpoints are enabled', () => {
    const d = describeTestResult(
      result({ restricted: { enabled: true, checked: 'GET /api/v2/property_groups' } }),
      stamp
    )
    expect(d.tone).toBe('success')
    expect(render(d)).toContain('Die Verbindung funktioniert.')
  })

  it('is a warning naming the sales team when restricted endpoints are not enabled', () => {
    const d = describeTestResult(
      result({ restricted: { enabled: false, checked: 'GET /api/v2/property_groups' } }),
      stamp
    )
    expect(d.tone).toBe('warning')
    expect(render(d)).toContain('nicht freigeschaltet. Diese schaltet der Vertrieb des Anbieters frei.')
  })

  it('names the outcome of every failure', () => {
    expect(render(describeTestResult(result({ outcome: 'unauthorized' }), stamp))).toContain('unbekannt')
    expect(render(describeTestResult(result({ outcome: 'offline' }), stamp))).toContain('nicht erreichbar')
    expect(render(describeTestResult(result({ outcome: 'no_key' }), stamp))).toContain('kein API-Schlüssel')
    expect(
      render(describeTestResult(result({ outcome: 'rate_limited', resetAt: '2030-01-02T00:00:00Z' }), stamp))
    ).toContain('zurückgesetzt')
  })
})
