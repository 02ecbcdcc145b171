// English text of the coefficient tables as published, the index's reference point, the offers' stated
// parking and kitchen amounts and the comparables' own features (valuation.tablesv). tables-de.ts has the
// same keys and placeholders.
export default {
  newTitle: 'New table from a publication',
  characteristic: 'Characteristic of the new table',
  newBlank: 'Create a blank table',
  blankName: '{characteristic} (own table)',
  name: 'Name of the table',
  newAt: 'New breakpoint',
  newLevel: 'New level',
  newK: 'k of the new row',
  addEntry: 'Add row',
  removeEntry: 'Remove row {n} of "{name}"',
  remove: 'remove',
  paste: 'Paste from the market report (one row per line: value and k, separated by a tab or a semicolon)',
  pasteHint:
    'As published, with decimal commas, such as "35;1,12", or copied from a table; a heading line without figures is skipped. The pasted rows replace the values of the table.',
  pasteApply: 'Use the pasted values',
  pasted: '{n} rows taken.',
  pasteProblem: {
    columns: 'Line {line} ("{text}"): two columns expected, value and k, separated by a tab or a semicolon.',
    key: 'Line {line} ("{text}"): the first column is {what}.',
    keyNumeric: 'not a number',
    keyLevel: 'not a level of this characteristic',
    k: 'Line {line} ("{text}"): k is not a positive number up to 100 (with a decimal comma, such as 0,95).',
    duplicate: 'Line {line} ("{text}"): this value is already in an earlier line.',
    too_many: 'Line {line}: a table has at most {max} rows.',
    empty: 'No values were pasted.'
  },
  entryProblem: {
    duplicate: 'This breakpoint or level is already in the table.',
    too_many: 'A table has at most {max} rows.',
    invalid_k: 'k must be a positive number up to 100.',
    number: 'Please enter a number.'
  },
  problem: {
    empty: 'The table has no values yet and is not applied.',
    invalid_k: 'A k is not a positive number: the table is not applied.',
    duplicate_at: 'A value is in the table twice: it is not applied.'
  },
  exampleStays: 'Example values: the mark stays until the values are changed (a source entered alone does not do).',
  routeTitle: "The factor's conversion coefficients (its own tables, § 10)",
  routeHint:
    "The second route converts with these tables only, published with the comparison factor or standard value, not with the grid's.",
  indexReference: 'Reference point of the values (as the publisher states)',
  reference: { start: 'start of the period', middle: 'middle of the period', end: 'end of the period' },
  items: {
    title: 'Parking space and fitted kitchen as the offers state',
    lead: "{parking} offers state a parking space, {kitchen} a fitted kitchen. These amounts are taken out of their prices; an amount of a column's own goes first.",
    parking: 'Parking space per offer (€)',
    kitchen: 'Fitted kitchen per offer (€)',
    reason: 'Reason for the amounts',
    euroProblem: 'Please enter an amount in € (0 or more).',
    flagged: "stated by the offer (the grid's amount)"
  },
  features: {
    title: "The comparables' own property-specific features (€)",
    lead: "Special levy, repair backlog, special right of use ...: the amount in € by which the feature raised (+) or lowered (−) the comparable's price; it is taken out before the comparison.",
    column: 'Comparable',
    label: 'Feature',
    euro: 'Amount (€, + raised, − lowered)',
    reason: 'Reason',
    add: 'Add feature',
    remove: 'Remove "{label}" from {column}',
    euroProblem: 'Please enter an amount in €, such as -8,000.',
    labelProblem: 'Please name the feature.'
  }
}
