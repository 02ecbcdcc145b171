// How an offer is drawn on the comparables map: pinned, excluded, outlier, ended and selected offers
// each distinct from the kept ones.
import type { CircleMarkerOptions } from 'leaflet'
import type { OfferRow } from './comparable-rows'

export type MarkerKind = 'kept' | 'pinned' | 'excluded' | 'outlier' | 'ended' | 'selected'
export const MARKER_STYLE: Record<MarkerKind, CircleMarkerOptions> = {
  kept: { color: '#ffffff', weight: 1, fillColor: '#2b6cb0', fillOpacity: 0.85, radius: 5 },
  pinned: { color: '#1a202c', weight: 2, fillColor: '#38a169', fillOpacity: 1, radius: 7 },
  excluded: { color: '#718096', weight: 1, fillColor: '#e2e8f0', fillOpacity: 0.9, radius: 4 },
  outlier: { color: '#c05621', weight: 2, fillColor: '#fbd38d', fillOpacity: 0.9, radius: 5 },
  ended: { color: '#718096', weight: 1, fillColor: '#a0aec0', fillOpacity: 0.6, radius: 4 },
  selected: { color: '#1a202c', weight: 3, fillColor: '#e53e3e', fillOpacity: 1, radius: 9 }
}
export const kindOf = (r: OfferRow, selectedId: string | null): MarkerKind =>
  r.id === selectedId
    ? 'selected'
    : r.pinned
      ? 'pinned'
      : r.excluded
        ? 'excluded'
        : r.ended
          ? 'ended'
          : r.outlier
            ? 'outlier'
            : 'kept'
