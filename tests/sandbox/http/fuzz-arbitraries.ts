// fast-check arbitraries for the fuzz test: values shaped by an endpoint's JSON schema (so many requests
// get past validation into the handlers), mixed with hostile values of every kind.
import fc from 'fast-check'

type Schema = Record<string, unknown>

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '1e-400',
  '0x1F',
  '０',
  '٣',
  '-0',
  '00',
  '1,5',
  '1.2.3',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  '%00',
  '\u0000',
  '\ud800',
  '💥🏠',
  'Straße',
  'a'.repeat(5000),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>',
  '9007199254740993',
  '-1',
  '2147483648',
  '52.52,13.40',
  '91,181',
  '52.52',
  'Unter den Linden 1, 10117 Berlin',
  '10117',
  '99999',
  'Berlin',
  'München',
  'plz-10117'
)

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: nastyStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) }
)

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -2147483649, 0.1, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer()
)

/** Any JSON value, deep objects included. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'api_key')), tie('value'), {
      maxKeys: 4
    })
  )
})).value

/** A nested object 200 to 2000 levels deep. */
export const deepJson = fc.integer({ min: 200, max: 2000 }).map((depth) => {
  let v: unknown = 1
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v }
  return v
})

/** JSON text with numbers JSON.stringify cannot write: beyond double range, huge exponents, long digit runs. */
export const bigNumberText = fc.constantFrom(
  '1e309',
  '-1e309',
  '1e308',
  '-1e308',
  '9'.repeat(400),
  '1' + '0'.repeat(5000),
  '1e-400',
  '1.7976931348623157e308',
  '123456789012345678901234567890'
)

/** A schema-shaped body with every number replaced by one of bigNumberText, as raw JSON text. */
export function bigNumberBody(schema: Schema): fc.Arbitrary<string> {
  return fc
    .tuple(validFromSchema(schema, 0, 0), bigNumberText)
    .map(([value, big]) =>
      (JSON.stringify(value) ?? 'null').replace(/(?<=[:[,])-?\d+(?:\.\d+)?(?:e[+-]?\d+)?(?=[,\]}])/gi, big)
    )
}

/** A schema-shaped body whose arrays hold 100 to 5,000 copies of one (often invalid) item. */
export function longArrayBody(schema: Schema): fc.Arbitrary<unknown> {
  const stretch = (s: Schema, depth: number): fc.Arbitrary<unknown> => {
    if (depth > 8) return hostileJson
    if (s.type === 'array') {
      const item = fc.oneof(
        stretch((s.items ?? {}) as Schema, depth + 1),
        hostileJson,
        fc.constant({ field: 'nope', direction: 'sideways' })
      )
      return fc.tuple(fc.integer({ min: 100, max: 5000 }), item).map(([n, x]) => Array.from({ length: n }, () => x))
    }
    if (s.type === 'object' && s.properties) {
      const props = s.properties as Record<string, Schema>
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, stretch(v, depth + 1)])), {
        requiredKeys: []
      })
    }
    const union = (s.anyOf ?? s.oneOf) as Schema[] | undefined
    if (union) return fc.oneof(...union.map((b) => stretch(b, depth + 1)))
    return fromSchema(s, 0.3, depth)
  }
  return stretch(schema, 0)
}

/** Arrays nested 1,000 to 100,000 levels deep, as raw JSON text (JSON.stringify would overflow). */
export const deepArrayText = fc
  .integer({ min: 1000, max: 100_000 })
  .map((depth) => '['.repeat(depth) + '1' + ']'.repeat(depth))

function validString(s: Schema): fc.Arbitrary<string> {
  if (typeof s.pattern === 'string' && s.pattern.includes('\\d{4}-\\d{2}-\\d{2}')) {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10))
  }
  if (typeof s.pattern === 'string') return fc.constantFrom('1', '2,3', '16,14,15', '0', '99')
  const max = typeof s.maxLength === 'number' ? s.maxLength : 60
  const min = typeof s.minLength === 'number' ? s.minLength : 0
  return fc
    .oneof(
      fc.constantFrom(
        'Unter den Linden 1, 10117 Berlin',
        'Marienplatz 1, 80331 München',
        '10117',
        'Berlin',
        'Hamburg',
        'default',
        'x'
      ),
      fc.string({ minLength: min, maxLength: Math.min(max, 30) })
    )
    .filter((x) => x.length >= min && x.length <= max)
}

function validNumber(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const tiny = integer ? 1 : 1e-6
  const min =
    typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + tiny : 0
  const max =
    typeof s.maximum === 'number'
      ? s.maximum
      : typeof s.exclusiveMaximum === 'number'
        ? s.exclusiveMaximum - tiny
        : 10_000
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.oneof(
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      )
}

// Realistic values by field name, so that requests also get past the geocoder into the handlers.
const GERMAN_LAT = fc.double({ min: 47.4, max: 54.9, noNaN: true })
const GERMAN_LON = fc.double({ min: 6.0, max: 14.9, noNaN: true })
const ADDRESSES = [
  'Unter den Linden 1, 10117 Berlin',
  'Marienplatz 1, 80331 München',
  'Domkloster 4, 50667 Köln',
  'Rathausmarkt 1, 20095 Hamburg',
  'Römerberg 23, 60311 Frankfurt am Main'
]
const BY_NAME: Record<string, fc.Arbitrary<unknown>> = {
  latitude: GERMAN_LAT,
  longitude: GERMAN_LON,
  coordinate: fc.tuple(GERMAN_LAT, GERMAN_LON).map(([a, b]) => `${a.toFixed(5)},${b.toFixed(5)}`),
  address: fc.constantFrom(...ADDRESSES),
  unstructured: fc.constantFrom(...ADDRESSES),
  street: fc.constantFrom('Unter den Linden', 'Marienplatz', 'Hauptstraße'),
  houseNumber: fc.constantFrom('1', '12a', '3'),
  postCode: fc.constantFrom('10117', '80331', '50667', '20095'),
  city: fc.constantFrom('Berlin', 'München', 'Köln', 'Hamburg'),
  divisionLevel100: fc.constantFrom('10117', '80331', '50667', 'plz-10117'),
  currency: fc.constant('EUR'),
  code: fc.constantFrom('apartment', 'house'),
  living_space: fc.integer({ min: 20, max: 300 }),
  livingArea: fc.integer({ min: 20, max: 300 }),
  land_area: fc.integer({ min: 100, max: 2000 }),
  landArea: fc.integer({ min: 100, max: 2000 }),
  building_year: fc.integer({ min: 1900, max: 2024 }),
  buildingYear: fc.integer({ min: 1900, max: 2024 }),
  price: fc.integer({ min: 50_000, max: 1_500_000 })
}

/**
 * Values for `schema`: valid ones, and with `hostility` > 0 a hostile value instead of a valid one at
 * each level with probability about 1 / (1 + 1 / hostility).
 */
export function fromSchema(schema: Schema, hostility = 0.15, depth = 0, name?: string): fc.Arbitrary<unknown> {
  const valid = validFromSchema(schema, hostility, depth, name)
  if (hostility <= 0) return valid
  return fc.oneof({ weight: Math.round(1 / hostility), arbitrary: valid }, { weight: 1, arbitrary: hostileJson })
}

function validFromSchema(schema: Schema, hostility: number, depth: number, name?: string): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null)
  const hint = name === undefined ? undefined : BY_NAME[name]
  if (hint && (schema.type === 'string' || schema.type === 'number' || schema.type === 'integer')) return hint
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (union) return fc.oneof(...union.map((b) => validFromSchema(b, hostility, depth + 1, name)))
  switch (schema.type) {
    case 'string':
      return validString(schema)
    case 'number':
      return validNumber(schema, false)
    case 'integer':
      return validNumber(schema, true)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const items = (schema.items ?? {}) as Schema
      return fc.array(fromSchema(items, hostility, depth + 1), {
        maxLength: typeof schema.maxItems === 'number' ? Math.min(3, schema.maxItems) : 3
      })
    }
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>
      const required = (schema.required ?? []) as string[]
      const entries = Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, fromSchema(v, hostility, depth + 1, k)])
      )
      if (Object.keys(entries).length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), hostileJson, { maxKeys: 3 })
      return fc.record(entries, { requiredKeys: required.filter((k) => k in entries) })
    }
    default:
      return hostileJson
  }
}

/** Query string values: schema-shaped values rendered as text, or hostile text, sometimes repeated keys. */
export function queryFromSchema(schema: Schema | undefined, hostility = 0.15): fc.Arbitrary<Array<[string, string]>> {
  const props = (schema?.properties ?? {}) as Record<string, Schema>
  const required = new Set((schema?.required ?? []) as string[])
  const render = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))
  const known = Object.entries(props).map(([k, s]) => {
    const valid = validFromSchema(s, 0, 0, k).map(render)
    const value =
      hostility > 0
        ? fc.oneof({ weight: Math.round(1 / hostility), arbitrary: valid }, { weight: 1, arbitrary: hostileString })
        : valid
    const maybe = required.has(k) && hostility <= 0 ? value : fc.option(value, { nil: undefined, freq: 3 })
    return maybe.map((v): Array<[string, string]> => (v === undefined ? [] : [[k, v]]))
  })
  const extra = fc.array(
    fc.tuple(
      fc.oneof(hostileString, fc.constantFrom(...(Object.keys(props).length ? Object.keys(props) : ['x']))),
      hostileString
    ),
    { maxLength: hostility > 0 ? 2 : 0 }
  )
  return fc.tuple(fc.tuple(...known), extra).map(([k, e]) => [...k.flat(), ...e])
}

/** A multipart/form-data body with random parts, sometimes one of the real `images`, sometimes image-like bytes. */
export const multipartBody = (images: Buffer[]) =>
  fc
    .record({
      boundary: fc.stringMatching(/^[A-Za-z0-9]{8,30}$/),
      fields: fc.oneof(
        fc.constant<Array<[string, string]>>([
          ['type', 'default'],
          ['caption', 'Küche']
        ]),
        fc.array(
          fc.tuple(
            fc.constantFrom('type', 'caption', 'image', 'api_key', 'x', ''),
            fc.oneof(fc.constantFrom('default', 'caption'), hostileString)
          ),
          { maxLength: 4 }
        )
      ),
      file: fc.option(
        fc.record({
          name: fc.constantFrom('image', 'image', 'image', 'file', 'type'),
          filename: fc.oneof(fc.constantFrom('a.jpg', 'b.png', 'c.heic', 'x', ''), hostileString),
          type: fc.constantFrom('image/jpeg', 'image/png', 'application/octet-stream', 'text/plain', ''),
          bytes: fc.oneof(
            fc.constantFrom(...images.map((b) => new Uint8Array(b))),
            fc.uint8Array({ maxLength: 200 }),
            fc.uint8Array({ maxLength: 100 }).map((b) => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...b])),
            fc
              .uint8Array({ maxLength: 100 })
              .map((b) => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...b]))
          )
        }),
        { nil: undefined }
      ),
      truncate: fc.nat(4).map((n) => n === 0)
    })
    .map(({ boundary, fields, file, truncate }) => {
      const parts: Buffer[] = []
      for (const [name, value] of fields)
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
      if (file) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`
          )
        )
        parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'))
      }
      if (!truncate) parts.push(Buffer.from(`--${boundary}--\r\n`))
      return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) }
    })
