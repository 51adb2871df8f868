import { Code } from '#contract/envelope.ts'
import type { AdminBoxSeries } from '#contract/admin-data.ts'
import type { Db } from '../../../db/database.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { audit } from '../audit/service.ts'
import { dataMessages } from '../data-messages.ts'
import * as queries from './queries.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export type BoxAdminContext = Pick<RequestContext, 'db' | 'now'>

/** Every series with its published odds (the newest version) and the versions before it. */
export async function listSeries(db: Db, onlyId?: number): Promise<AdminBoxSeries[]> {
  const series = (await queries.listSeries(db)).filter((row) => onlyId === undefined || row.id === onlyId)
  if (series.length === 0) return []
  const versions = await queries.listVersions(
    db,
    series.map((row) => row.id),
  )
  const latest = new Map<number, (typeof versions)[number]>()
  for (const version of versions) if (!latest.has(version.series_id)) latest.set(version.series_id, version)
  const prizes = await queries.prizesOf(
    db,
    [...latest.values()].map((version) => version.id),
  )
  return series.map((row) => {
    const current = latest.get(row.id)
    return {
      ...row,
      odds_version: current?.version ?? 0,
      prizes: prizes
        .filter((prize) => prize.odds_version_id === current?.id)
        .map(({ id, tier, name_en, name_zh, value, odds_ppm }) => ({ id, tier, name_en, name_zh, value, odds_ppm })),
      versions: versions
        .filter((version) => version.series_id === row.id)
        .map((version) => ({ version: version.version, created_at: version.created_at.toISOString(), draws: Number(version.draws ?? 0) })),
    }
  })
}

/**
 * New odds make a new published version with the same prizes: the next draw uses it, and every
 * past draw keeps pointing at the version (and prize rows) it was drawn with, unchanged.
 */
export async function publishOdds(
  ctx: BoxAdminContext,
  operatorId: number,
  seriesId: number,
  loadedVersion: number,
  odds: { prize_id: number; odds_ppm: number }[],
) {
  const version = await ctx.db.transaction().execute(async (trx) => {
    if (!(await queries.lockSeries(trx, seriesId))) throw new ShopError(Code.notFound, dataMessages.seriesNotFound)
    const current = await queries.latestVersion(trx, seriesId)
    if (!current) throw new ShopError(Code.notFound, dataMessages.seriesNotFound)
    if (current.version !== loadedVersion) throw new ShopError(Code.invalid, dataMessages.oddsStale)
    const prizes = await queries.prizesOf(trx, [current.id])
    const wanted = new Map(odds.map((entry) => [entry.prize_id, entry.odds_ppm]))
    if (wanted.size !== odds.length || wanted.size !== prizes.length || prizes.some((prize) => !wanted.has(prize.id))) {
      throw new ShopError(Code.invalid, dataMessages.oddsPrizes)
    }
    const now = ctx.now()
    const next = current.version + 1
    const { id } = await queries.insertVersion(trx, seriesId, next, now)
    await queries.insertPrizes(
      trx,
      prizes.map(({ tier, name_en, name_zh, image, value, sort, id: prizeId }) => ({
        odds_version_id: id,
        tier,
        name_en,
        name_zh,
        image,
        value,
        sort,
        odds_ppm: wanted.get(prizeId)!,
      })),
    )
    const table = (number: number, ppm: (prize: (typeof prizes)[number]) => number) => ({
      version: number,
      odds: Object.fromEntries(prizes.map((prize) => [prize.name_en, ppm(prize)])),
    })
    await audit(trx, now, {
      operatorId,
      action: 'box.odds',
      subject: `box-series:${seriesId}`,
      before: table(current.version, (prize) => prize.odds_ppm),
      after: table(next, (prize) => wanted.get(prize.id)!),
    })
    return next
  })
  const [series] = await listSeries(ctx.db, seriesId)
  return { series: series!, version }
}
