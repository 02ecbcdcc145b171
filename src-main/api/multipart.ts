// multipart/form-data by the platform's FormData (undici's in Node and in Electron's main), turned into
// bytes once: one body that works with every fetch (undici, Electron's net.fetch), is sent again as it
// is on a retry and counts its bytes for upload progress.

export interface FilePart {
  data: Uint8Array
  filename: string
  contentType: string
}

export type FormValue = string | FilePart

export async function encodeMultipart(
  fields: Record<string, FormValue | undefined>
): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue
    if (typeof value === 'string') form.append(name, value)
    // The bytes come from files and buffers, never from a SharedArrayBuffer.
    else
      form.append(
        name,
        new Blob([value.data as Uint8Array<ArrayBuffer>], {
          type: value.contentType.replace(/[\r\n]/g, '') || 'application/octet-stream'
        }),
        value.filename
      )
  }
  const encoded = new Response(form)
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data'
  }
}
