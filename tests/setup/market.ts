// Global set-up of the projects that start sandboxes: the shared test market's snapshot is built once
// (node_modules/.cache/lagebild-sandbox), so parallel test files open it instead of each building it.
import { openTestMarket } from '../helpers/sandbox'

export default function setup(): void {
  openTestMarket()
}
