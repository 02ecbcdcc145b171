// The grid's keyboard model: one Tab stop for the whole grid, arrows between cells
// (with Ctrl to the edge: Ctrl+Down reaches a column's status row), Home/End along the row, Ctrl+Home/End to the corners, Page keys by ten rows, Tab and Shift+Tab along
// the row and out of the grid at its ends, as in a spreadsheet.

export interface Pos {
  row: number
  col: number
}

/** Where a key moves the active cell; 'leave' lets Tab leave the grid; null: the key is not a move. */
export function move(
  key: string,
  mods: { shift: boolean; ctrl: boolean },
  pos: Pos,
  rows: number,
  cols: number
): Pos | 'leave' | null {
  const clamp = (row: number, col: number): Pos => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    col: Math.max(0, Math.min(cols - 1, col))
  })
  switch (key) {
    case 'ArrowUp':
      return clamp(mods.ctrl ? 0 : pos.row - 1, pos.col)
    case 'ArrowDown':
      return clamp(mods.ctrl ? rows - 1 : pos.row + 1, pos.col)
    case 'ArrowLeft':
      return clamp(pos.row, mods.ctrl ? 0 : pos.col - 1)
    case 'ArrowRight':
      return clamp(pos.row, mods.ctrl ? cols - 1 : pos.col + 1)
    case 'Home':
      return mods.ctrl ? clamp(0, 0) : clamp(pos.row, 0)
    case 'End':
      return mods.ctrl ? clamp(rows - 1, cols - 1) : clamp(pos.row, cols - 1)
    case 'PageUp':
      return clamp(pos.row - 10, pos.col)
    case 'PageDown':
      return clamp(pos.row + 10, pos.col)
    case 'Tab':
      if (mods.shift) return pos.col > 0 ? clamp(pos.row, pos.col - 1) : 'leave'
      return pos.col < cols - 1 ? clamp(pos.row, pos.col + 1) : 'leave'
    default:
      return null
  }
}
