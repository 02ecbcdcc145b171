// The shape every English text file must have: the keys of its German twin, each a string.
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> }
