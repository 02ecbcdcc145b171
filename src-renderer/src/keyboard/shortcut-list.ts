// What the help panel lists, group by group: each entry names its text in i18n/keyboard-*.ts
// (keyboard.items.<id>.keys and .does). The keys themselves are handled in shortcuts.ts (app-wide),
// SideNav.vue (navigation) and components/comparables/OfferList.vue (the offers list).
export const SHORTCUT_GROUPS = [
  { id: 'app', items: ['search', 'library', 'back', 'region', 'help', 'escape'] },
  { id: 'nav', items: ['navMove'] },
  { id: 'list', items: ['rowMove', 'rowJump', 'pin', 'exclude', 'compare', 'open', 'reason', 'backToRow', 'sort'] }
] as const
