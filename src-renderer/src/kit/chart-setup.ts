// Chart.js with only the parts the app uses: lines on time and category axes, bars for classes, scatter,
// legend and tooltip; the date-fns adapter for time axes.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  TimeScale,
  Tooltip
} from 'chart.js'
import 'chartjs-adapter-date-fns'

Chart.register(
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  BarController,
  BarElement,
  LinearScale,
  CategoryScale,
  TimeScale,
  Legend,
  Tooltip
)

export { Chart }

/** Colours that stay apart for the usual handful of series (postal code area, municipality, county, state, country). */
export const PALETTE = [
  '#1f5fa8',
  '#c0392b',
  '#2e8b57',
  '#d68910',
  '#6b4c9a',
  '#17808a',
  '#7f8c8d',
  '#a04000',
  '#2c3e50',
  '#b03a8c',
  '#5d6d7e',
  '#1abc9c',
  '#884ea0'
]

/**
 * One region, one colour in every chart of a report, matching the map's borders where the map has
 * the level: quarter red, postal code area blue, municipality purple; county, state and country after.
 */
export const LEVEL_COLOURS: Record<string, string> = {
  divisionLevel20: '#c0392b',
  divisionLevel100: '#1f5fa8',
  divisionLevel8: '#6b4c9a',
  divisionLevel6: '#2e8b57',
  divisionLevel4: '#d68910',
  divisionLevel2: '#2c3e50'
}

/** Line styles that tell the property types of one region apart. */
export const TYPE_DASHES: number[][] = [[], [6, 4], [2, 3], [10, 3, 2, 3]]

/** The colour of a series: its region's, or for series named by a term (age groups, flows) the palette in order. */
export function seriesColour(region: string, termIndex: number): string {
  if (!region.includes(':')) return LEVEL_COLOURS[region] ?? PALETTE[6]!
  return PALETTE[termIndex % PALETTE.length]!
}
