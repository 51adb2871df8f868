import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('line', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('brand', 'text')
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_zh', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('categories_line_slug_key', ['line', 'slug'])
    .execute()

  await db.schema
    .createTable('goods')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('line', 'text', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_zh', 'text', (col) => col.notNull())
    .addColumn('summary_en', 'text', (col) => col.notNull())
    .addColumn('summary_zh', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('description_zh', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('compare_at_cents', 'integer')
    .addColumn('stock', 'integer', (col) => col.notNull().check(sql`stock >= 0`))
    .addColumn('images', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sizes', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('specs', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('featured', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_new', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('goods_line_category_idx').on('goods').columns(['line', 'category_id']).execute()

  await db.schema
    .createTable('exchange_rates')
    .addColumn('currency', 'text', (col) => col.primaryKey())
    .addColumn('per_usd', 'numeric(18, 6)', (col) => col.notNull().check(sql`per_usd > 0`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exchange_rates').execute()
  await db.schema.dropTable('goods').execute()
  await db.schema.dropTable('categories').execute()
}
