// What the help panel lists, group by group: each entry names its text in i18n/keyboard-*.ts
// (keyboard.items.<id>.keys and .does). The keys themselves are handled in shortcuts.ts (app-wide),
// SideNav.vue (navigation), components/comparables/OfferList.vue (the offers list) and
// components/valuation/GridTable.vue (the comparison grid).
export const SHORTCUT_GROUPS = [
  { id: 'app', items: ['search', 'library', 'back', 'region', 'help', 'escape'] },
  { id: 'nav', items: ['navMove'] },
  { id: 'list', items: ['rowMove', 'rowJump', 'pin', 'exclude', 'compare', 'open', 'reason', 'backToRow', 'sort'] },
  // The valuation grid's keys as components/valuation/GridTable.vue handles them.
  { id: 'grid', items: ['gridMove', 'gridPage', 'gridEdit', 'gridClear', 'gridKeep', 'gridSave'] }
] as const
