// What both maps share for assistive technology: Leaflet names its zoom buttons in English ("Zoom in"),
// so the control is built with the UI language's titles and built again when the language changes.
// The map's container is a named group, not role="img": Leaflet puts focusable zoom buttons and links
// inside it, and an image cannot hold interactive content.
import * as L from 'leaflet'

export const MAP_ROLE = 'group'

/** Puts a zoom control with titles in the UI language on the map, replacing `previous`. */
export function zoomControl(
  map: L.Map,
  t: (key: string) => string,
  previous: L.Control.Zoom | null = null
): L.Control.Zoom {
  previous?.remove()
  return L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map)
}
