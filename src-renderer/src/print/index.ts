// The print frame every printed document is drawn in: the document's frame, its map, label-value
// pairs, and the set-up of a printed screen.
export { default as PrintDoc } from './PrintDoc.vue'
export { default as PrintMap } from './PrintMap.vue'
export { default as PrintPairs } from './PrintPairs.vue'
export { usePrintDoc } from './print-doc'
