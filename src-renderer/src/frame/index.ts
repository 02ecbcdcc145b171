// What the app frame offers other areas: the update state and its sentence.
export { useUpdates } from './updates'
export { updateSentence } from './update-text'
