// Roving focus in a list: one Tab stop, the arrow keys and Home/End/PageUp/PageDown move it. Pure: the
// key, the index now, the row count and the rows in a page come in; the next index (or null) goes out.
export function rovingIndex(key: string, index: number, count: number, page: number): number | null {
  if (count === 0) return null
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i))
  switch (key) {
    case 'ArrowDown':
      return clamp(index + 1)
    case 'ArrowUp':
      return clamp(index - 1)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    case 'PageDown':
      return clamp(index + Math.max(1, page))
    case 'PageUp':
      return clamp(index - Math.max(1, page))
    default:
      return null
  }
}
