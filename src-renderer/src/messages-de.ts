// The German UI text, assembled from every area's own texts. messages-en.ts must have exactly the same
// keys and placeholders (tests/renderer/i18n.test.ts).
// vue-i18n message syntax: {name} interpolates; never use a literal brace, @ or | in a message.
import kit from './kit/texts-de'
import values from './kit/values/values-de'
import frame from './frame/texts-de'
import keyboard from './frame/keyboard-de'
import updates from './frame/updates-de'
import reports from './report/texts-de'
import charts from './report/charts/charts-de'
import market from './market/texts-de'
import comparables from './comparables/texts-de'
import valuation from './valuation/texts-de'
import annex from './valuation/annex/annex-de'
import transactions from './valuation/import/import-de'
import portfolio from './portfolio/texts-de'
import settings from './settings/texts-de'

export default {
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
