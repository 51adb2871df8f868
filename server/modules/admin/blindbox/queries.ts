import type { Db, Trx } from '../../../db/database.ts'

export const listSeries = (db: Db) =>
  db.selectFrom('box_series').select(['id', 'slug', 'name_en', 'name_zh', 'price', 'active']).orderBy('sort').orderBy('id').execute()

/** Every odds version of the given series, newest first, with how many draws used it. */
export const listVersions = (db: Db, seriesIds: number[]) =>
  db
    .selectFrom('box_odds_versions as v')
    .select(['v.id', 'v.series_id', 'v.version', 'v.created_at'])
    .select((eb) =>
      eb
        .selectFrom('box_draws')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .whereRef('box_draws.odds_version_id', '=', 'v.id')
        .as('draws'),
    )
    .where('v.series_id', 'in', seriesIds)
    .orderBy('v.version', 'desc')
    .execute()

export const prizesOf = (db: Db, versionIds: number[]) =>
  db.selectFrom('box_prizes').selectAll().where('odds_version_id', 'in', versionIds).orderBy('sort').orderBy('id').execute()

/** The series' row lock: two editors publish one after the other, never the same version twice. */
export const lockSeries = (db: Trx, id: number) =>
  db.selectFrom('box_series').select('id').where('id', '=', id).forUpdate().executeTakeFirst()

export const latestVersion = (db: Db, seriesId: number) =>
  db
    .selectFrom('box_odds_versions')
    .select(['id', 'version'])
    .where('series_id', '=', seriesId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst()

export const insertVersion = (db: Db, seriesId: number, version: number, now: Date) =>
  db.insertInto('box_odds_versions').values({ series_id: seriesId, version, created_at: now }).returning('id').executeTakeFirstOrThrow()

export const insertPrizes = (
  db: Db,
  prizes: {
    odds_version_id: number
    tier: 'top' | 'rare' | 'regular'
    name_en: string
    name_zh: string
    image: string
    value: number
    odds_ppm: number
    sort: number
  }[],
) => db.insertInto('box_prizes').values(prizes).execute()
