// Registers every endpoint group. Each owner adds the import and the call of their module here.
import type { FastifyInstance } from 'fastify'
import type { SandboxContext } from '../context'

export function registerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  void app
  void ctx
}
