// While an address is typed: the first-use work of what a report draws (Leaflet placing a map and its
// vector layers, Chart.js measuring text and laying out a time and a category axis with the date
// adapter, vue-i18n compiling the report's messages) done once on an unseen box, so the first report
// draws as fast as later ones. Nothing here
// depends on the address or asks main or a service for anything. Each step runs in its own idle slot
// so typing never waits for it.
import { de as dfDe } from 'date-fns/locale'
import { i18n } from '../kit/i18n'

let warmed: Promise<void> | null = null

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 400 }))

function offscreen(width: number, height: number): HTMLElement {
  const box = document.createElement('div')
  box.setAttribute('aria-hidden', 'true')
  box.inert = true
  box.style.cssText = `position:fixed;left:-20000px;top:0;width:${width}px;height:${height}px;overflow:hidden;pointer-events:none;visibility:hidden`
  document.body.append(box)
  return box
}

async function warmMap() {
  const L = await import('leaflet')
  await idle()
  const box = offscreen(640, 400)
  try {
    const map = L.map(box, {
      zoomControl: false,
      attributionControl: true,
      fadeAnimation: false,
      zoomAnimation: false,
      markerZoomAnimation: false
    })
    map.attributionControl.setPrefix(false)
    map.fitBounds(
      [
        [50.1, 8.6],
        [50.2, 8.7]
      ],
      { padding: [16, 16], animate: false }
    )
    const ring = [
      [8.6, 50.1],
      [8.7, 50.1],
      [8.7, 50.2],
      [8.6, 50.1]
    ]
    L.geoJSON({ type: 'MultiPolygon', coordinates: [[ring]] } as never, {
      interactive: false,
      style: () => ({ color: '#1f5fa8', weight: 2, fillOpacity: 0.04, dashArray: '6 4' })
    }).addTo(map)
    L.circleMarker([50.15, 8.65], { radius: 7, weight: 2, fillOpacity: 1, interactive: false }).addTo(map)
    map.remove()
  } finally {
    box.remove()
  }
}

async function warmCharts() {
  const { Chart } = await import('../kit/chart-setup')
  await idle()
  const options = (time: boolean) => ({
    animation: false as const,
    responsive: true,
    maintainAspectRatio: false,
    locale: 'de-DE',
    plugins: { legend: { position: 'bottom' as const, labels: { boxWidth: 14 } } },
    scales: {
      x: time
        ? {
            type: 'time' as const,
            time: { unit: 'year' as const, displayFormats: { year: 'yyyy' } },
            adapters: { date: { locale: dfDe } },
            title: { display: true, text: '–' }
          }
        : { type: 'category' as const, title: { display: true, text: '–' } },
      y: { type: 'linear' as const, beginAtZero: !time, title: { display: true, text: '–' } }
    }
  })
  for (const time of [true, false]) {
    const box = offscreen(600, 320)
    try {
      const canvas = document.createElement('canvas')
      box.append(canvas)
      const data = time
        ? {
            datasets: [
              {
                label: '–',
                data: [2019, 2020, 2021].map((y, i) => ({ x: Date.UTC(y, 0, 1), y: i + 1 })),
                borderDash: [6, 4],
                pointRadius: 2.5
              }
            ]
          }
        : { labels: ['a', 'b', 'c'], datasets: [{ label: '–', data: [1, 2, 3] }] }
      new Chart(canvas, {
        type: time ? 'line' : 'bar',
        data: data as never,
        options: { ...options(time), parsing: time ? false : undefined, normalized: time } as never
      }).destroy()
    } finally {
      box.remove()
    }
    await idle()
  }
}

/** The message areas a report shows; each message is compiled on first use, so use each once. */
const REPORT_MESSAGES = [
  'report',
  'charts',
  'citation',
  'resolution',
  'parts',
  'map',
  'units',
  'values',
  'sample',
  'export',
  'common'
]

async function warmMessages() {
  const g = i18n.global
  const keys: string[] = []
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') keys.push(path)
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k)
  }
  const messages = g.getLocaleMessage(g.locale.value) as Record<string, unknown>
  for (const area of REPORT_MESSAGES) walk(messages[area], area)
  let i = 0
  while (i < keys.length) {
    await new Promise<void>((resolve) =>
      requestIdleCallback(
        (slot) => {
          do {
            try {
              g.t(keys[i]!, {})
            } catch {
              // A message that needs its parameters compiles all the same.
            }
            i++
          } while (i < keys.length && slot.timeRemaining() > 2)
          resolve()
        },
        { timeout: 400 }
      )
    )
  }
}

/** Once per app: warms map and chart drawing; failures only mean the first report is not warmed. */
export function warmReportDrawing(): Promise<void> {
  warmed ??= (async () => {
    await warmMap().catch(() => undefined)
    await warmCharts().catch(() => undefined)
    await warmMessages().catch(() => undefined)
  })()
  return warmed
}
