// Prints how long loading the geography takes (it is on the sandbox's start path) and lookup speeds.
// Run: npm run bench:geo
import { statSync } from 'node:fs'
import { defaultResourcePath } from '../atlas'
import { loadGeography } from '../index'

const t0 = performance.now()
const geo = loadGeography()
const loadMs = performance.now() - t0

const codes = geo.postalCodes.map((p) => p.code)
let t = performance.now()
for (let i = 0; i < 2000; i++) geo.locateV1(`Teststraße ${i % 50}, ${codes[(i * 37) % codes.length]}`)
const geocodeUs = ((performance.now() - t) * 1000) / 2000

t = performance.now()
let hits = 0
for (let i = 0; i < 20000; i++)
  if (geo.at(47.3 + ((i * 7919) % 7700) / 1000, 5.9 + ((i * 104729) % 9100) / 1000)) hits++
const atUs = ((performance.now() - t) * 1000) / 20000

const points = Array.from({ length: 200 }, (_, i) =>
  geo.at(48.1 + (i % 20) * 0.003, 11.52 + Math.floor(i / 20) * 0.004)!
)
t = performance.now()
for (const p of points) geo.division(p, 'divisionLevel20')
const quarterUs = ((performance.now() - t) * 1000) / 200

console.log(
  JSON.stringify({
    resourceMB: +(statSync(defaultResourcePath()).size / 1e6).toFixed(2),
    loadMs: Math.round(loadMs),
    geocodeUs: Math.round(geocodeUs),
    atUs: Math.round(atUs),
    atHitRate: +(hits / 20000).toFixed(2),
    quarterUs: Math.round(quarterUs)
  })
)
