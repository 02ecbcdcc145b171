// The child process a file is read in (import-process.ts), started as the tests start it: a forked Node
// process on the TypeScript entry. A child that ends without an answer (as V8 ends it at its heap limit)
// is a refusal naming the memory limit; a child that does not answer in time is killed and the refusal
// names the time limit.
import { describe, expect, it } from 'vitest'
import { TRANSACTION_READ_MEMORY_MB } from '@shared/bridge/transaction-fields'
import { forkImportProcess, readInChild, type ImportChild } from '@main/transactions/import-process'
import { Refusal } from '@main/transactions/refusal'
import { IMPORT_CHILD_ENTRY } from '../../helpers/platform'
import { xlsx } from './files'

/** Generous: the machine may be heavily loaded, and a child process starts through tsx. */
const GUARD = 120_000
const fork = forkImportProcess(IMPORT_CHILD_ENTRY, ['--import', 'tsx'])
const request = {
  type: 'read' as const,
  name: 'x.xlsx',
  bytes: xlsx([
    ['Vertragsdatum', 'Kaufpreis'],
    [{ date: '2024-03-15' }, 3250]
  ])
}

describe('the import child process', () => {
  it('reads a workbook and answers its rows', { timeout: GUARD }, async () => {
    const table = await readInChild(fork, request)
    expect(table).toMatchObject({ encoding: null, delimiter: null, sheet: 'Kaufpreise' })
    expect(table.rows[0]).toEqual(['Vertragsdatum', 'Kaufpreis'])
    expect(table.rows[1]![1]).toBe(3250)
  })

  it('ending without an answer is a refusal naming the memory limit', { timeout: GUARD }, async () => {
    const dying = () => {
      const child = fork()
      child.kill()
      return child
    }
    const err = await readInChild(dying, request).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Refusal)
    expect(err).toMatchObject({ reason: 'out_of_memory', limit: TRANSACTION_READ_MEMORY_MB })
  })

  it('answering not in time is killed, and the refusal names the time limit', { timeout: GUARD }, async () => {
    let killed = false
    // A child that never gets the request: it cannot answer.
    const deaf = (): ImportChild => {
      const child = fork()
      return {
        ...child,
        send: () => undefined,
        kill: () => {
          killed = true
          child.kill()
        }
      }
    }
    const err = await readInChild(deaf, request, { seconds: 1 }).catch((e: unknown) => e)
    expect(err).toMatchObject({ reason: 'too_slow', limit: 1 })
    expect(killed).toBe(true)
  })
})
