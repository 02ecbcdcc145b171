// The comparables and saved-set calls of window.api (contract domains from src-shared/bridge/comparables.ts).
import type { Api } from '../../../../src-shared/bridge/contract'
import { api } from '../../api'

export type ComparablesBridge = Pick<Api, 'comparables' | 'comparableSets'>

export const comparablesBridge = (): ComparablesBridge => api()
