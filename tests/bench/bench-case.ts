// The documents of one case, made in an app over the built-in sandbox for the export benches: the location
// report of Marienplatz (searched in the page), a comparables set of 50 kept offers (the rest excluded with
// a reason, three side by side), a property with camera photos (4000 x 3000, seen once online by printing
// its sheet) and the market data of a purchase query.
import { searchAddress, type E2E } from '../e2e/harness'
import { cameraPhoto } from '../helpers/camera-photo'

export async function benchCase(e2e: E2E, photos = 8) {
  const { page } = e2e
  await page.goto(e2e.appUrl)
  await searchAddress(page, 'Marienplatz 1, 80331 München')
  await page.locator('[data-report-drawn]').waitFor({ timeout: 60_000 })
  const id = new URL(page.url()).hash.match(/id=([A-Za-z0-9_-]+)/)![1]!
  // A set of 50 kept offers (the rest excluded with a reason), three side by side, saved before going offline.
  const comparables = e2e.app.services.comparables
  const result = await comparables.search({
    subject: { address: 'Marienplatz 1, 80331 München', livingArea: 80, buildingYear: 1995, propertyType: 'apartment' },
    request: {
      filters: {
        location: { circle: { center: { coordinates: { latitude: 48.1374, longitude: 11.5755 } }, radius: 10000 } },
        dealType: 'sale',
        propertyType: [{ code: 'apartment' }]
      }
    }
  })
  if (result.items.length < 50)
    throw new Error(`only ${result.items.length} offers around Marienplatz; the bench needs 50`)
  const marks = Object.fromEntries(result.items.slice(50).map((o) => [o.id, { excludedReason: 'nicht vergleichbar' }]))
  const set = comparables.save({
    label: 'Bench',
    result,
    marks,
    hideOutliers: false,
    compareIds: result.items.slice(0, 3).map((o) => o.id),
    notes: '',
    reportId: null
  })
  // A property with camera photos; the market data of a purchase query.
  const created = await e2e.sandbox.request('/api/v2/properties', {
    method: 'POST',
    json: { customId: 'Bench Objektblatt', location: { coordinates: { latitude: 48.16, longitude: 11.58 } } }
  })
  const propertyId = ((await created.json()) as { id: string }).id
  let uploaded = 0
  for (let i = 1; i <= photos; i++) {
    const photo = await cameraPhoto(i)
    uploaded += photo.byteLength
    const form = new FormData()
    form.set('type', 'default')
    form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${1000 + i}.JPG`)
    await e2e.sandbox.request(`/api/v2/properties/${propertyId}/images`, { method: 'POST', body: form })
  }
  // The property sheet printed once online (its photos seen); offline it prints from the kept portfolio copy.
  const sheet = await e2e.app.services.exports.propertyPdf({ propertyId, language: 'de' })
  const market = await e2e.app.services.market.search({
    address: 'Marienplatz 1, 80331 München',
    type_of_demand: 'buy',
    radius: 10000
  })
  return { reportId: id, result, set, propertyId, uploaded, sheet, market }
}
