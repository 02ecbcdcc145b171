// Chart.js with only the parts the report uses: lines on time and category axes, bars for classes,
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
  TimeScale,
  Tooltip
} from 'chart.js'
import 'chartjs-adapter-date-fns'

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, LinearScale, CategoryScale, TimeScale, Legend, Tooltip)

export { Chart }

/** Colours that stay apart for the usual handful of series (postal code area, municipality, county, state, country). */
export const PALETTE = ['#1f5fa8', '#c0392b', '#2e8b57', '#d68910', '#6b4c9a', '#17808a', '#7f8c8d', '#a04000', '#2c3e50', '#b03a8c', '#5d6d7e', '#1abc9c', '#884ea0']
