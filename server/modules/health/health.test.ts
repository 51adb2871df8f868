import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../test/test-app.ts'

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

const get = (url: string) => shop.app.inject({ method: 'GET', url })

describe('health answers for load balancers', () => {
  it('says live while the process answers', async () => {
    const response = await get('/health/live')
    expect(response.statusCode).toBe(200)
  })

  it('says ready when the database answers and every migration is applied', async () => {
    const response = await get('/health/ready')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({ database: 'up', migrations: 'applied', shutting_down: false })
  })

  it('says not ready (503) once shutting down, and still live', async () => {
    shop.app.lifecycle.shuttingDown = true
    try {
      const response = await get('/health/ready')
      expect(response.statusCode).toBe(503)
      expect(response.json().data).toEqual({ database: 'up', migrations: 'applied', shutting_down: true })
      const live = await get('/health/live')
      expect(live.statusCode).toBe(200)
      expect(live.headers.connection).toBe('close')
    } finally {
      shop.app.lifecycle.shuttingDown = false
    }
  })
})

describe('health of a shop whose database is not as it should be', () => {
  // A shop of its own, never asked before (readiness remembers migrations once all are applied).
  let broken: TestShop
  beforeAll(async () => {
    broken = await createTestShop()
  })
  afterAll(async () => {
    await broken.close().catch(() => undefined)
  })

  it('says not ready while a migration this version knows is missing', async () => {
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(broken.app.db)
    const response = await broken.app.inject({ method: 'GET', url: '/health/ready' })
    expect(response.statusCode).toBe(503)
    expect(response.json().data).toMatchObject({ database: 'up', migrations: 'pending' })
  })

  it('says not ready when the database does not answer', async () => {
    await broken.app.db.destroy()
    const response = await broken.app.inject({ method: 'GET', url: '/health/ready' })
    expect(response.statusCode).toBe(503)
    expect(response.json().data).toMatchObject({ database: 'down' })
  })
})
