// The English UI text, assembled from every area's own texts: the same keys and placeholders as messages-de.ts.
import type de from './messages-de'
import type { Messages } from './kit/messages'
import kit from './kit/texts-en'
import values from './kit/values/values-en'
import frame from './frame/texts-en'
import keyboard from './frame/keyboard-en'
import updates from './frame/updates-en'
import reports from './report/texts-en'
import charts from './report/charts/charts-en'
import market from './market/texts-en'
import comparables from './comparables/texts-en'
import valuation from './valuation/texts-en'
import annex from './valuation/annex/annex-en'
import transactions from './valuation/import/import-en'
import portfolio from './portfolio/texts-en'
import settings from './settings/texts-en'

const en: Messages<typeof de> = {
  ...kit,
  ...frame,
  ...settings,
  ...reports,
  charts,
  comparables,
  market,
  values,
  valuation,
  portfolio,
  updates,
  annex,
  keyboard,
  transactions
}

export default en
