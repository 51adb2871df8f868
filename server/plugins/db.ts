import fp from 'fastify-plugin'
import { connectionLosses, type Db } from '../db/database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

/** Shares the one Kysely instance; the app owns it and destroys it at close. */
export const dbPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db)
    const losses = connectionLosses(db)
    const logLoss = (error: Error) =>
      app.log.warn({ err: error }, 'a database connection was lost: dropped, the next request opens another')
    losses?.on('lost', logLoss)
    app.addHook('onClose', async () => {
      losses?.off('lost', logLoss)
      await db.destroy()
    })
  },
  { name: 'db' },
)
