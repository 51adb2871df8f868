import fp from 'fastify-plugin'
import type { Db } from '../db/database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

/** Shares the one Kysely instance; the app owns it and destroys it at close. */
export const dbPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db)
    app.addHook('onClose', async () => {
      await db.destroy()
    })
  },
  { name: 'db' },
)
