// The protocol through which the renderer's map gets base tiles from main (cached there for offline use).
export const TILE_SCHEME = 'lagebild-tile'
export const APP_TILE_TEMPLATE = `${TILE_SCHEME}://tile/{z}/{x}/{y}`
