// The Kaufpreis import dialog's state: the file main read (or why it refused it), the Gutachterausschuss
// named as the source, the column mapping, main's check of every row with it, and taking all good rows
// as grid columns or none. The file itself stays in main; only counts, problems and a preview come here.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { AppError } from '@shared/bridge/errors'
import type {
  CheckResult,
  ColumnMapping,
  ExtractInquiry,
  ImportMapping,
  LoadOutcome,
  LoadedFile,
  RememberedMapping
} from '@shared/bridge/transactions'
import {
  TRANSACTION_FILE_MAX_BYTES,
  type FileRefusal,
  type ParkingBasis,
  type TransactionField
} from '@shared/bridge/transaction-fields'
import type { GridComparable } from '@shared/valuation/grid-types'
import { onTransactionProgress, transactionCalls } from '../../bridge/transactions'

export type ImportBusy = 'reading' | 'checking' | 'taking' | null
export interface Refusal {
  name: string
  reason: FileRefusal
  limit?: number
}

export const useTransactionImport = defineStore('transactionImport', () => {
  const busy = ref<ImportBusy>(null)
  const progress = ref<{ phase: 'read' | 'check'; done: number; total: number } | null>(null)
  const file = shallowRef<LoadedFile | null>(null)
  const refusal = ref<Refusal | null>(null)
  const board = ref('')
  const columns = ref<ColumnMapping>({})
  /** Whether the file's prices include the Stellplatz share: asked, never assumed, once that column is mapped. */
  const parking = ref<ParkingBasis | null>(null)
  /** The board's Auskunft: Aktenzeichen, date (YYYY-MM-DD, or as typed while it is no date), selection criteria. */
  const inquiry = ref<ExtractInquiry>({ reference: '', date: '', selection: '' })
  const inquiryDateOk = () => /^(\d{4}-\d{2}-\d{2})?$/.test(inquiry.value.date)
  const check = shallowRef<CheckResult | null>(null)
  const error = ref<AppError | null>(null)
  const gone = ref(false)
  const remembered = ref<RememberedMapping[]>([])
  /** The saved mapping just applied, for the note under the board field. */
  const applied = ref<{ board: string; savedAt: string } | null>(null)
  let checkSeq = 0
  let listening = false

  function listen() {
    if (listening) return
    listening = true
    onTransactionProgress((p) => {
      if (busy.value) progress.value = p
    })
  }

  function reset() {
    checkSeq++
    busy.value = null
    file.value = null
    refusal.value = null
    check.value = null
    error.value = null
    gone.value = false
    applied.value = null
    columns.value = {}
    parking.value = null
    inquiry.value = { reference: '', date: '', selection: '' }
    progress.value = null
  }

  /** What main reads the file with: the board, the columns, the Stellplatz basis and the Auskunft. */
  function mappingNow(): ImportMapping {
    return {
      board: board.value.trim(),
      columns: { ...columns.value },
      ...(parking.value ? { parking: parking.value } : {}),
      inquiry: { ...inquiry.value, date: inquiryDateOk() ? inquiry.value.date : '' }
    }
  }

  async function loadSources() {
    const r = await transactionCalls.sources()
    if (r.ok) remembered.value = r.value
  }

  async function accept(outcome: LoadOutcome | null) {
    if (!outcome) return
    if (outcome.status === 'refused') {
      refusal.value = {
        name: outcome.name,
        reason: outcome.reason,
        ...(outcome.limit !== undefined ? { limit: outcome.limit } : {})
      }
      return
    }
    file.value = outcome.file
    columns.value = { ...outcome.file.guess }
    applied.value = outcome.file.remembered
    if (outcome.file.remembered?.board) board.value = outcome.file.remembered.board
    await recheck()
  }

  async function open(load: () => Promise<{ ok: true; value: LoadOutcome | null } | { ok: false; error: AppError }>) {
    listen()
    busy.value = 'reading'
    error.value = null
    const r = await load()
    busy.value = null
    progress.value = null
    if (!r.ok) {
      error.value = r.error
      return
    }
    // Cancelled in the open dialog: the file shown so far stays.
    if (!r.value) return
    const previous = file.value
    reset()
    if (previous) void transactionCalls.discard(previous.fileId)
    await accept(r.value)
  }

  /** Main's open dialog; nothing changes when the user cancels it. */
  const pick = () => open(() => transactionCalls.pick())

  /** A dropped file: too large ones are refused without reading them; the bytes go to main, which reads them. */
  async function drop(f: File) {
    if (f.size > TRANSACTION_FILE_MAX_BYTES) {
      reset()
      refusal.value = { name: f.name, reason: 'too_large', limit: TRANSACTION_FILE_MAX_BYTES }
      return
    }
    await open(async () =>
      transactionCalls.load({ name: f.name || 'datei.csv', bytes: new Uint8Array(await f.arrayBuffer()) })
    )
  }

  /** Main checks every row with the current mapping; an answer to an older mapping is dropped. */
  async function recheck() {
    if (!file.value) return
    const seq = ++checkSeq
    busy.value = 'checking'
    const r = await transactionCalls.check(file.value.fileId, mappingNow())
    if (seq !== checkSeq) return
    busy.value = null
    progress.value = null
    if (r.ok) {
      check.value = r.value
      error.value = null
    } else if (r.error.code === 'not_found') gone.value = true
    else error.value = r.error
  }

  function setColumn(field: TransactionField, header: string) {
    const next = { ...columns.value }
    if (header) next[field] = header
    else delete next[field]
    columns.value = next
    applied.value = null
    void recheck()
  }

  function setParking(basis: ParkingBasis) {
    parking.value = basis
    void recheck()
  }

  /** The board named; a mapping saved for it is applied where the file has its columns. */
  function setBoard(name: string) {
    board.value = name
    const saved = remembered.value.find((m) => m.board.trim().toLowerCase() === name.trim().toLowerCase())
    if (!saved || !file.value) return
    const headers = new Set(file.value.headers)
    const usable = Object.fromEntries(Object.entries(saved.columns).filter(([, h]) => headers.has(h)))
    if (!Object.keys(usable).length) return
    columns.value = usable
    applied.value = { board: saved.board, savedAt: saved.savedAt }
    void recheck()
  }

  /** All good rows as grid columns, or null (nothing taken: the reason is in the state). */
  async function take(
    room: number
  ): Promise<{ columns: GridComparable[]; board: string; supplied: number; used: number } | null> {
    if (!file.value || busy.value) return null
    busy.value = 'taking'
    const r = await transactionCalls.take(file.value.fileId, mappingNow(), Math.max(0, room))
    busy.value = null
    progress.value = null
    if (!r.ok) {
      error.value = r.error
      return null
    }
    const out = r.value
    if (out.status === 'gone') gone.value = true
    else if (out.status === 'nothing') check.value = out.check
    else if (out.status === 'too_many') error.value = null
    else {
      reset()
      void loadSources()
      return { columns: out.columns as GridComparable[], board: out.board, supplied: out.supplied, used: out.used }
    }
    return null
  }

  /** Closing the dialog: main forgets the file. */
  function close() {
    if (file.value) void transactionCalls.discard(file.value.fileId)
    reset()
  }

  return {
    busy,
    progress,
    file,
    refusal,
    board,
    columns,
    parking,
    inquiry,
    inquiryDateOk,
    check,
    error,
    gone,
    remembered,
    applied,
    loadSources,
    pick,
    drop,
    recheck,
    setColumn,
    setParking,
    setBoard,
    take,
    close
  }
})
