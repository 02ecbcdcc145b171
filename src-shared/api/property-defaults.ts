// What the service fills in itself when a Property omits it (vendor notes: condition moderate, quality
// good, rentControl false). A value the service filled is not object data: the app shows it as not
// stated. TypeBox-free, so the renderer can use it at run time.

export const PROPERTY_SERVICE_DEFAULTS = { condition: 'moderate', quality: 'good', rentControl: false } as const

export type DefaultedField = keyof typeof PROPERTY_SERVICE_DEFAULTS

export const DEFAULTED_FIELDS = Object.keys(PROPERTY_SERVICE_DEFAULTS) as DefaultedField[]
