import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('partnership_enquiries')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('vape', 'energy')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('age', 'integer', (col) => col.notNull().check(sql`age >= 21`))
    .addColumn('occupation', 'text', (col) => col.notNull())
    .addColumn('industry', 'text', (col) => col.notNull())
    .addColumn('company_website', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('wechat', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  // The operator lists the newest first; the rate limit counts one address's recent ones.
  await db.schema.createIndex('partnership_enquiries_created_idx').on('partnership_enquiries').column('created_at').execute()
  await db.schema.createIndex('partnership_enquiries_ip_idx').on('partnership_enquiries').columns(['ip', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('partnership_enquiries').execute()
}
