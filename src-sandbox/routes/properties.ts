// v2 properties (ENDPOINTS in src-shared/api/endpoints.ts, schemas in src-shared/api/v2-portfolio.ts):
//   GET   /api/v2/properties       limit (max 100, default 10), offset (default 0), parentId, query
//   POST  /api/v2/properties       Property fields -> 201 Property; the location is geocoded to carry
//                                  address.unstructured and coordinates (400 when it cannot be placed)
//   GET   /api/v2/properties/:id   Property
//   PATCH /api/v2/properties/:id   any subset of the fields -> Property
// Defaults when omitted: condition moderate, quality good, rentControl false.
import type { FastifyInstance } from 'fastify'
import type { SandboxContext } from '../context'
import { registerResource } from './resource'

export function register(app: FastifyInstance, ctx: SandboxContext): void {
  registerResource(app, ctx, 'properties', ctx.portfolio.properties)
}
