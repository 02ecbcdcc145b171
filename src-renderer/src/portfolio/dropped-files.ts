// The files of a drop, folders included (walked through the entries API), in a stable order. Hidden
// system files (".DS_Store", "._IMG_0001.JPG") are left out; everything else goes to the checks.

export interface DroppedFile {
  file: File
  /** The path within the drop ("DCIM/100CANON/IMG_0001.JPG"), or the file name. */
  name: string
}

const hidden = (name: string) => name.startsWith('.')

function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  // readEntries answers in batches (100 in Chromium) until it answers none.
  return new Promise((resolve, reject) => {
    const out: FileSystemEntry[] = []
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(out)
        else {
          out.push(...batch)
          next()
        }
      }, reject)
    next()
  })
}

async function walk(entry: FileSystemEntry, out: DroppedFile[]): Promise<void> {
  if (hidden(entry.name)) return
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject))
    out.push({ file, name: entry.fullPath.replace(/^\//, '') || file.name })
  } else if (entry.isDirectory) {
    const children = await readAll((entry as FileSystemDirectoryEntry).createReader())
    children.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
    for (const child of children) await walk(child, out)
  }
}

export async function filesOfDrop(data: DataTransfer): Promise<DroppedFile[]> {
  const entries = [...data.items].filter((i) => i.kind === 'file').map((i) => i.webkitGetAsEntry())
  if (entries.length && entries.every(Boolean)) {
    const out: DroppedFile[] = []
    for (const e of entries) await walk(e!, out)
    return out
  }
  return [...data.files].filter((f) => !hidden(f.name)).map((file) => ({ file, name: file.name }))
}

const byPath = (a: DroppedFile, b: DroppedFile) => a.name.localeCompare(b.name, undefined, { numeric: true })

/** The files of a file or folder picker, in path order (a folder picker lists them in no set order). */
export function filesOfInput(list: FileList | null): DroppedFile[] {
  return [...(list ?? [])]
    .map((file) => ({ file, name: file.webkitRelativePath || file.name }))
    .filter((f) => !f.name.split('/').some(hidden))
    .sort(byPath)
}
