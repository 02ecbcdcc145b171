// What the search and report area offers other areas: the reports store and the parts' progress list.
export { useReports } from './reports'
export { default as PartProgress } from './PartProgress.vue'
