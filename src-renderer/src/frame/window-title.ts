// The window's title names the area and the open case, as desktop applications do:
// "Marktdaten – Marienplatz 1, 80331 München – Lagebild". Electron's window takes the document's title.
import { watchEffect } from 'vue'
import { useI18n } from 'vue-i18n'
import type { AreaId } from '../kit/area-ids'
import { useNavigation } from '../kit/stores/navigation'
import { useReports } from '../report'

export function windowTitle(areaName: string, caseLabel: string | null, app: string): string {
  return [areaName, caseLabel, app].filter((part): part is string => !!part && part.trim() !== '').join(' – ')
}

/** Keeps document.title on the shown area and the open report (the case the areas start from). */
export function useWindowTitle(): void {
  const { t } = useI18n()
  const nav = useNavigation()
  const reports = useReports()
  watchEffect(() => {
    const area: AreaId = nav.area
    document.title = windowTitle(t(`nav.${area}`), reports.current?.label ?? null, t('app.title'))
  })
}
