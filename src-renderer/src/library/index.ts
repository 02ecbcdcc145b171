// What the library area offers other areas: the library store and the case open across screens.
export { useLibrary } from './library'
export { useOpenCase } from './open-case'
