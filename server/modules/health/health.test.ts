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
      expect((await get('/health/live')).statusCode).toBe(200)
    } finally {
      shop.app.lifecycle.shuttingDown = false
    }
  })

  it('says not ready while a migration this version knows is missing', async () => {
    const pending = await createTestShop()
    try {
      await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(pending.app.db)
      const response = await pending.app.inject({ method: 'GET', url: '/health/ready' })
      expect(response.statusCode).toBe(503)
      expect(response.json().data).toMatchObject({ database: 'up', migrations: 'pending' })
    } finally {
      await pending.close()
    }
  })

  it('says not ready when the database does not answer', async () => {
    const closed = await createTestShop()
    await closed.app.db.destroy()
    const response = await closed.app.inject({ method: 'GET', url: '/health/ready' })
    expect(response.statusCode).toBe(503)
    expect(response.json().data).toMatchObject({ database: 'down' })
    await closed.close().catch(() => undefined)
  })
})
