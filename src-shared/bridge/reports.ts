// Location reports and the report library (offline cache): the bridge entries the
// renderer calls, their schemas, and the events main sends. contract.ts spreads these into `contract`.
//
// Flow for the renderer:
//   1. reports.fetch(query, requestId): main fetches addresses, regions and block in parallel and sends
//      reportProgress { requestId, part, status } as each part lands; the answer is the saved report
//      ({ kind: 'report' }) or, when the service cannot be reached, { kind: 'offline', error, saved }
//      with the library's reports for that address. Other total failures (unknown address, bad key)
//      come back as an error Result.
//   2. library.list / open / pin / remove (soft) / restore (undo) / refresh / savedFor: the cache, no
//      network except refresh. library.open of an unreadable entry fails with code 'report_damaged'.
//   (The network state a failed fetch changes is network.ts's.)
//   libraryChanged tells open library views to list again.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { AddressesResponse, RegionsResponse } from '../api/v2-locations'
import { BlockResponse } from '../api/v1'
import { Coordinates, Literals } from '../api/common'
import { AppError } from './errors'
import { call, event } from './define'
import { REPORT_PARTS, type ReportPartName as PartName } from './report-parts'
import { Connection, Provenance } from './provenance'

export const ReportId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
/** Chosen by the renderer, so it can match progress events to the call before the call returns. */
export const RequestId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

/**
 * What the user asked for: the address as typed (`text`), or street/number/postal code/city fields,
 * or coordinates (e.g. a picked suggestion). At least one must be given; coordinates win for v2
 * (the service's rule), the address wins for v1 block.
 */
export const ReportQuery = Type.Object({
  text: Type.Optional(Type.String({ maxLength: 300 })),
  street: Type.Optional(Type.String({ maxLength: 200 })),
  houseNumber: Type.Optional(Type.String({ maxLength: 20 })),
  postCode: Type.Optional(Type.String({ maxLength: 10 })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  coordinates: Type.Optional(Coordinates)
})
export type ReportQuery = Static<typeof ReportQuery>

export { REPORT_PARTS }
export const ReportPartName = Literals(REPORT_PARTS)
export type ReportPartName = PartName

/** ok: data present; forbidden: the key is not enabled for it (403); error: it failed; pending: not yet answered. */
export const PartStatus = Literals(['ok', 'forbidden', 'error', 'pending'])
export type PartStatus = Static<typeof PartStatus>

const Part = <T extends TSchema>(data: T) =>
  Type.Object({
    status: PartStatus,
    data: Type.Optional(data),
    error: Type.Optional(AppError),
    /** For citing: method and path, e.g. "POST /api/v2/locations/addresses". */
    endpoint: Type.String(),
    /** ISO timestamp at which this part's answer arrived. */
    fetchedAt: Type.Optional(Type.String())
  })

export const ReportParts = Type.Object({
  addresses: Part(AddressesResponse),
  regions: Part(RegionsResponse),
  block: Part(BlockResponse)
})
export type ReportParts = Static<typeof ReportParts>

/** A report's endpoints as its Provenance names them: its parts' endpoints, joined by "; ". */
export const reportEndpoints = (parts: Record<ReportPartName, { endpoint: string }>): string =>
  REPORT_PARTS.map((p) => parts[p].endpoint).join('; ')

/**
 * The stored report's format. Raise it when a field changes meaning or a required field is added,
 * and teach src-main/reports/report-format.ts to migrate the previous format.
 *   1: before the connection's kind was recorded (no formatVersion field)
 *   2: connection.kind
 *   3: source (a Provenance: connection, baseUrl, endpoint, fetchedAt) instead of connection and fetchedAt
 */
export const REPORT_FORMAT = 3

export const Report = Type.Object({
  formatVersion: Type.Literal(REPORT_FORMAT),
  id: ReportId,
  query: ReportQuery,
  /** The address as the service normalized it, e.g. "Hauptstraße 5, 10115 Berlin". */
  label: Type.String(),
  coordinates: Type.Union([Coordinates, Type.Null()]),
  /** The connection with its URL (never a key: baseUrl carries no query) and the fetch's time, the report's date to cite. */
  source: Provenance,
  parts: ReportParts
})
export type Report = Static<typeof Report>

/** What an appraiser files a report under; searchable in the library. */
export const CaseInfo = Type.Object({
  /** Aktenzeichen. */
  caseNumber: Type.String({ maxLength: 60 }),
  client: Type.String({ maxLength: 200 }),
  note: Type.String({ maxLength: 2000 })
})
export type CaseInfo = Static<typeof CaseInfo>

/** A library row, read from columns only (no report data). */
export const ReportSummary = Type.Object({
  id: ReportId,
  label: Type.String(),
  fetchedAt: Type.String(),
  /** Bytes the report takes in the cache. */
  sizeBytes: Type.Integer(),
  pinned: Type.Boolean(),
  lastOpenedAt: Type.Union([Type.String(), Type.Null()]),
  connection: Connection,
  caseInfo: CaseInfo,
  /** The library entry this version belongs to (the id of its first version). */
  entryId: ReportId,
  /** Versions of this entry in the library, this one included. */
  versionCount: Type.Integer(),
  /** False for an earlier version kept when the entry was updated. */
  current: Type.Boolean(),
  parts: Type.Object({ addresses: PartStatus, regions: PartStatus, block: PartStatus }),
  coordinates: Type.Union([Coordinates, Type.Null()]),
  /** The entry cannot be read (damaged file content); it can only be deleted. */
  damaged: Type.Boolean()
})
export type ReportSummary = Static<typeof ReportSummary>

export const LibrarySort = Literals(['date', 'address', 'case'])
export type LibrarySort = Static<typeof LibrarySort>

export const LibraryQuery = Type.Object({
  /** Address text, case number, client or note; case-, accent- and umlaut-insensitive. */
  search: Type.Optional(Type.String({ maxLength: 300 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** date: newest fetch first (default); address: A to Z; case: by case number, entries without one last. */
  sort: Type.Optional(LibrarySort)
})
export type LibraryQuery = Static<typeof LibraryQuery>

export const CacheUsage = Type.Object({
  reportsBytes: Type.Integer(),
  reportsCount: Type.Integer(),
  tilesBytes: Type.Integer(),
  /** The cap from Settings (cacheSizeCapMb), in bytes. */
  capBytes: Type.Integer()
})
export type CacheUsage = Static<typeof CacheUsage>

export const LibraryPage = Type.Object({
  /** Newest fetch first. */
  items: Type.Array(ReportSummary),
  /** Rows matching the search, over all pages. */
  total: Type.Integer(),
  usage: CacheUsage,
  /**
   * Set when the library file failed its integrity check this session: it was moved to `backup`
   * and the library started empty.
   */
  recovered: Type.Union([Type.Object({ backup: Type.String(), reason: Type.String() }), Type.Null()])
})
export type LibraryPage = Static<typeof LibraryPage>

/** An address in parts, as the service resolved it. */
export const AddressParts = Type.Object({
  street: Type.Optional(Type.String()),
  houseNumber: Type.Optional(Type.String()),
  postCode: Type.Optional(Type.String()),
  city: Type.Optional(Type.String())
})
export type AddressParts = Static<typeof AddressParts>

/** An id main gives a fetched report that is not saved yet (the user decides); kept until the app quits or it is settled. */
export const PendingId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

/** An address the user may choose when the typed postal code does not fit: its line and its parts. */
export const AddressCandidate = Type.Object({
  label: Type.String(),
  address: AddressParts,
  /** How it was found: found, the address the service placed the input at; byPlace, the typed place without the typed postal code; saved, the library's entry of the same street, number and place. */
  origin: Literals(['found', 'byPlace', 'saved'])
})
export type AddressCandidate = Static<typeof AddressCandidate>

export const FetchOutcome = Type.Union([
  Type.Object({ kind: Type.Literal('report'), report: Report }),
  /** The service could not be reached: the error (offline/timeout) and the saved reports for this address. */
  Type.Object({ kind: Type.Literal('offline'), error: AppError, saved: Type.Array(ReportSummary) }),
  /**
   * The typed postal code does not fit the address found (the service put it into another postal
   * code, or the postal code lies in another place than the one typed), or the library has the same
   * street, number and place under another postal code. Nothing is saved: the user
   * picks a candidate (reports.settle 'accept' takes the found one) or goes back to the input.
   */
  Type.Object({
    kind: Type.Literal('conflict'),
    pendingId: PendingId,
    typed: Type.String(),
    conflict: Type.Union([
      Type.Object({ kind: Type.Literal('postCodeReplaced'), typed: Type.String(), found: Type.String() }),
      Type.Object({
        kind: Type.Literal('postCodeElsewhere'),
        typed: Type.String(),
        typedCity: Type.String(),
        foundCity: Type.String()
      }),
      /** The library has the same street, number and place under another postal code than the one found. */
      Type.Object({ kind: Type.Literal('savedElsewhere'), found: Type.String(), saved: Type.String() }),
      /** A place typed alone, which the service placed into one of its postal codes (`found`). */
      Type.Object({ kind: Type.Literal('placeOnly'), city: Type.String(), found: Type.String() })
    ]),
    candidates: Type.Array(AddressCandidate)
  }),
  /**
   * The address resolved to is saved already (the same address after resolution, not the same text).
   * Nothing is saved yet: the user adds the fetched report as a new version of one of `saved`, opens a
   * saved one, or keeps it as a separate entry (reports.settle).
   */
  Type.Object({
    kind: Type.Literal('saved'),
    pendingId: PendingId,
    /** The resolved address. */
    label: Type.String(),
    /** True when it is an area (postal code or place) without a street. */
    area: Type.Boolean(),
    saved: Type.Array(ReportSummary)
  })
])
export type FetchOutcome = Static<typeof FetchOutcome>

/** What becomes of a fetched report that waits for the user: accept the address found (a conflict), save it as a new entry, or as the new version of a saved entry of the same address. */
export const SettleChoice = Type.Union([
  Type.Object({ kind: Type.Literal('accept') }),
  Type.Object({ kind: Type.Literal('new') }),
  Type.Object({ kind: Type.Literal('version'), of: ReportId })
])
export type SettleChoice = Static<typeof SettleChoice>

export const ReportProgress = Type.Object({
  requestId: RequestId,
  part: ReportPartName,
  status: PartStatus,
  error: Type.Optional(AppError)
})
export type ReportProgress = Static<typeof ReportProgress>

export const LibraryChangeReason = Literals([
  'saved',
  'refreshed',
  'updated',
  'case',
  'recovered',
  'pinned',
  'removed',
  'restored',
  'evicted',
  'damaged'
])
export const LibraryChanged = Type.Object({ reason: LibraryChangeReason, ids: Type.Array(Type.String()) })
export type LibraryChanged = Static<typeof LibraryChanged>

export const reportsDomain = {
  /** Fetches the three parts in parallel (progress as reportProgress events) and saves the report. */
  fetch: call([ReportQuery, RequestId], FetchOutcome),
  /** Stops a running fetch or refresh; false when none runs under that id. */
  cancel: call([RequestId], Type.Boolean()),
  /**
   * Decides a fetched report that waits for the user ('conflict' or 'saved' outcome). 'accept' takes
   * the address found despite the conflict and may still answer 'saved'; 'version' refuses
   * (address_changed) when the saved entry is another address.
   */
  settle: call([PendingId, SettleChoice], FetchOutcome),
  /** Drops a waiting report unsaved; false when none waits under that id. */
  discard: call([PendingId], Type.Boolean()),
  /**
   * While the user types the first address: warms the built-in sandbox (its address-independent work
   * for a first report) once per start; false for any other connection, which is never asked for
   * what the user did not request.
   */
  warm: call([], Type.Boolean())
}

export const libraryDomain = {
  list: call([LibraryQuery], LibraryPage),
  /** From the cache only, no network; marks the report as opened (eviction goes by last opening). */
  open: call([ReportId], Report),
  pin: call([ReportId, Type.Boolean()], ReportSummary),
  /** Soft delete: the row leaves the list at once; library.restore undoes it until the app quits. */
  remove: call([ReportId], Type.Object({ id: ReportId })),
  restore: call([ReportId], ReportSummary),
  /**
   * Fetches the report anew (progress under requestId). Once the new one is complete (no part
   * failing) it becomes the entry's current version and the old one is kept as an earlier version;
   * on failure nothing changes and the error comes back.
   */
  refresh: call([ReportId, RequestId], Report),
  /** Saved reports for an address: same normalized address, or within 150 m of the coordinates. Current versions only. */
  savedFor: call([ReportQuery], Type.Array(ReportSummary)),
  /**
   * Fetches `query` as the new version of the saved entry `id` (instead of a second entry for the
   * same address); the earlier version stays in the library, listed under library.versions. When
   * `query` resolves to another address than the entry's, nothing is saved (address_changed).
   */
  update: call([ReportId, ReportQuery, RequestId], Report),
  /** Every version of the entry `id` belongs to, newest first. */
  versions: call([ReportId], Type.Array(ReportSummary)),
  /** Sets the case number, client and note of the entry `id` belongs to (all its versions). */
  setCase: call([ReportId, CaseInfo], ReportSummary)
}

export const reportEvents = {
  reportProgress: event(ReportProgress),
  libraryChanged: event(LibraryChanged)
}
