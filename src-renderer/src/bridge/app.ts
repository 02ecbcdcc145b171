// App information and settings (contract domains `app` and `settings`).
import { domainCalls, hasBridge } from './window-api'

export { hasBridge }

export const appCalls = domainCalls('app')
export const settingsCalls = domainCalls('settings')
