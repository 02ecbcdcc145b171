// English text of the keyboard help panel (F1 or ?) and the keyboard hints.
export default {
  helpTitle: 'Keyboard shortcuts',
  helpIntro: 'Everything in Lagebild works with the keyboard alone. Escape closes this list.',
  close: 'Close',
  keys: 'Keys',
  does: 'Action',
  groups: {
    app: 'Everywhere',
    nav: 'In the navigation',
    list: 'In the list of comparables',
    grid: 'In the valuation comparison grid'
  },
  items: {
    search: { keys: 'Ctrl+L or /', does: 'Open the address search, into the address field' },
    library: { keys: 'Ctrl+Shift+L', does: 'Open the report library' },
    back: { keys: 'Alt+Left arrow', does: 'Back to the previous view' },
    region: { keys: 'F6 / Shift+F6', does: 'Next / previous region: navigation, form, results' },
    help: { keys: 'F1 or ? (not in a text field)', does: 'Open this list' },
    escape: { keys: 'Escape', does: 'Close this list; the focus goes back' },
    navMove: { keys: 'Up / Down arrow, Home / End', does: 'Move between the entries; Enter opens the area' },
    rowMove: { keys: 'Up / Down arrow', does: 'Previous / next row (the list is one Tab stop)' },
    rowJump: { keys: 'Home / End, Page Up / Page Down', does: 'First / last row, one page back / on' },
    pin: { keys: 'Space or P', does: 'Pin or unpin' },
    exclude: { keys: 'X', does: 'Exclude (asks for the reason) or take back in' },
    compare: { keys: 'C', does: 'Compare side by side or remove from the comparison' },
    open: { keys: 'Enter', does: 'Jump into the offer details' },
    reason: { keys: 'Enter / Escape', does: 'In the reason field: exclude / cancel' },
    sort: { keys: 'Left / Right arrow (in the column heads)', does: 'Choose a column; Enter or Space sorts by it' },
    gridMove: {
      keys: 'Arrow keys, Home / End, Ctrl+Home / Ctrl+End',
      does: 'Choose a cell, start / end of the row, first / last cell (the grid is one Tab stop)'
    },
    gridPage: {
      keys: 'Page Up / Page Down; Tab / Shift+Tab',
      does: 'Ten rows back / on; along the row, out of the grid at its end'
    },
    gridEdit: {
      keys: 'Enter or F2, or just type',
      does: 'Edit the cell (on a calculation step: explain it); Enter takes it, Escape drops it'
    },
    gridClear: { keys: 'Delete or Backspace', does: 'Clear the value of the cell' },
    gridKeep: { keys: 'Space (in the status row)', does: 'Keep an outlier anyway, or not' },
    gridSave: { keys: 'Ctrl+S / Ctrl+Delete', does: 'Save the grid / remove the column' },
    backToRow: { keys: 'Escape', does: 'From the offer details back to the row' }
  },
  listHint: 'Arrow keys choose a row, Space pins, X excludes, Enter opens the details; F1 shows every key.',
  position: 'Row {n} of {count}'
}
