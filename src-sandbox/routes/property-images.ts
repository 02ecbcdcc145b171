// v2 property images (ENDPOINTS in src-shared/api/endpoints.ts, schemas in src-shared/api/v2-portfolio.ts):
//   GET   /api/v2/properties/:propertyId/images      limit (max 100, default 10), offset (default 0)
//   POST  /api/v2/properties/:propertyId/images      multipart: type (text), caption (text), image (file)
//                                                    -> 201; 413 over 25 MB, 415 when not JPEG/PNG/WebP/HEIC
//   PATCH /api/v2/properties/:propertyId/images/:id  caption, type -> PropertyImage
// meta.url is null on images. src and previewSrc point at GET /files/images/<sha256>.<ext>, served here
// without api_key: the names are content hashes (unguessable, immutable), and <img> tags in the app
// and in saved reports must load them without a key that would then sit in every URL and log line.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ENDPOINTS, type ImageListQuery, type PropertyImagePatch } from '@shared/api'
import type { SandboxContext } from '../context'
import { ErrorAnswer } from '../http/errors'
import { IMAGE_CONTENT_TYPES, IMAGE_FILE_NAME, IMAGE_ROUTE_PREFIX, imageResource, type ImageUpload } from '../portfolio'
import { routeOptions } from './route-options'

type PropertyParams = { Params: { propertyId: string } }

/** The image files in the OpenAPI document: their URLs are in every image answer (src, previewSrc). */
const IMAGE_FILE_SCHEMA = {
  summary: 'GET an uploaded property image or its preview (no api_key: the name is the content hash)',
  tags: ['files'],
  params: {
    type: 'object',
    properties: { name: { type: 'string', description: '<sha256>.<ext> or <sha256>.preview.<ext>' } },
    required: ['name']
  },
  response: {
    // The bytes of the file, with the content type its extension names (an uploaded HEIC is kept as JPEG).
    200: {
      description: 'the image file, immutable, with an ETag',
      content: Object.fromEntries(
        Object.values(IMAGE_CONTENT_TYPES).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])
      )
    },
    304: { type: 'null', description: 'not modified: If-None-Match named the ETag; no body' }
  }
} as object
type ImageParams = { Params: { propertyId: string; id: string } }

export function register(app: FastifyInstance, ctx: SandboxContext): void {
  app.route(
    routeOptions<PropertyParams & { Querystring: ImageListQuery }>(ENDPOINTS.propertyImagesList, async (req) => {
      const list = await ctx.portfolio.listImages(req.params.propertyId, req.query)
      return { items: list.items.map((i) => imageResource(i, ctx.publicBaseUrl)), totalItems: list.totalItems }
    })
  )

  app.route(
    routeOptions<PropertyParams>(ENDPOINTS.propertyImagesCreate, async (req) => {
      // 404 before reading a possibly large upload for a property that does not exist.
      await ctx.portfolio.properties.get(req.params.propertyId)
      const upload = await readUpload(req)
      const image = await ctx.portfolio.addImage(req.params.propertyId, upload)
      return imageResource(image, ctx.publicBaseUrl)
    })
  )

  app.route(
    routeOptions<ImageParams & { Body: PropertyImagePatch }>(ENDPOINTS.propertyImagesUpdate, async (req) => {
      const image = await ctx.portfolio.patchImage(req.params.propertyId, req.params.id, req.body ?? {})
      return imageResource(image, ctx.publicBaseUrl)
    })
  )
}

/** The uploaded image files (no key: the name is the content hash). */
export function registerFiles(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { name: string } }>(
    `${IMAGE_ROUTE_PREFIX}:name`,
    { schema: IMAGE_FILE_SCHEMA },
    async (req, reply) => {
      const { name } = req.params
      if (!IMAGE_FILE_NAME.test(name)) throw ErrorAnswer.of('notFound')
      const path = ctx.portfolio.files.path(name)
      const info = await stat(path).catch(() => null)
      if (!info?.isFile()) throw ErrorAnswer.of('notFound')
      const etag = `"${name.slice(0, 64)}"`
      reply
        .header('Content-Type', IMAGE_CONTENT_TYPES[name.slice(65) as keyof typeof IMAGE_CONTENT_TYPES])
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Content-Length', String(info.size))
      if (req.headers['if-none-match'] === etag) return reply.code(304).send()
      return reply.send(createReadStream(path))
    }
  )
}

/** The multipart fields type, caption and image; 400 without an image, 413 over the size limit. */
async function readUpload(req: FastifyRequest): Promise<ImageUpload> {
  if (!req.isMultipart()) throw ErrorAnswer.of('unsupportedMediaType', 'send multipart/form-data with an image field')
  const upload: Partial<ImageUpload> = {}
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'image' && upload.bytes === undefined) upload.bytes = await part.toBuffer()
        else part.file.resume()
      } else if (part.fieldname === 'type' || part.fieldname === 'caption') {
        upload[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value)
      }
    }
  } catch (err) {
    const e = err as { statusCode?: number; code?: string }
    if (e.code === 'FST_FILES_LIMIT') throw ErrorAnswer.fields({ image: ['send exactly one file'] })
    if (e.statusCode === 413) throw ErrorAnswer.of('payloadTooLarge')
    // Whatever else the multipart parser trips over (a broken boundary, a cut-off body) is the request's fault.
    throw ErrorAnswer.badRequest('malformed multipart body')
  }
  if (upload.bytes === undefined || upload.bytes.length === 0) throw ErrorAnswer.fields({ image: ["can't be blank"] })
  return upload as ImageUpload
}
