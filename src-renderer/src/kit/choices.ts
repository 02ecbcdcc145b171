// The choices of a select (components/LabelledSelect.vue): each value with its words.
export const choicesOf = <V extends string | number>(values: readonly V[], label: (value: V) => string) =>
  values.map((value) => ({ value, label: label(value) }))
