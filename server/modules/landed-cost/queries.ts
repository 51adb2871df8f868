import type { Db } from '../../db/database.ts'

// All SQL of the landed-cost rules; `db` first.

export async function loadDestinationTaxes(db: Db) {
  return db.selectFrom('destination_taxes').selectAll().orderBy('country').execute()
}

export async function loadDutyRates(db: Db) {
  return db.selectFrom('duty_rates').selectAll().orderBy('tariff').orderBy('hs_prefix').orderBy('origin').execute()
}
