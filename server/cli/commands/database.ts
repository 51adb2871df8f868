import { seedShop } from '../../db/prepare.ts'
import type { Command } from './command.ts'

// The shop command migrates before every command, so `migrate` only says it is done.
export const databaseCommands: Record<string, Command> = {
  migrate: {
    summary: 'Apply the database migrations (the server also does at start)',
    usage: 'migrate',
    async run() {
      return 'The database is at the latest migration.'
    },
  },
  seed: {
    summary: 'Seed an empty shop: catalogue, exchange rates and coupons (nothing on a seeded one)',
    usage: 'seed',
    async run({ db }) {
      await seedShop(db)
      return 'The shop is seeded.'
    },
  },
}
