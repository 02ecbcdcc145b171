// The two languages of the UI and of every document, without TypeBox: the number reader, print routes,
// release notes and the renderer read them at run time. The bridge's schema is built from this list.
export const LANGUAGES = ['de', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
