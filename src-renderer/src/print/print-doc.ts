// What a printed document with a map sets up: its words and formats (as a screen, useScreen), the view
// settings (PrintMap draws the map only once they are there, with their tile attribution) and whether the
// map's tiles drew. The document awaits loadSettings as it opens and is ready once mapReady and its own
// parts are.
import { ref } from 'vue'
import { useScreen } from '../kit/useScreen'
import { useSettings } from '../kit/stores/settings'

export function usePrintDoc() {
  const settings = useSettings()
  const tilesLoaded = ref(false)
  return {
    ...useScreen(),
    tilesLoaded,
    loadSettings: () => settings.load(),
    /** The view settings are there and, where the document shows its map, the map's tiles drew. */
    mapReady: (shown = true) => !!settings.view && (!shown || tilesLoaded.value)
  }
}
