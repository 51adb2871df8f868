import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductFields } from '#contract/admin.ts'
import { Code } from '#contract/envelope.ts'
import { ApiError } from '@/lib/api-client.ts'
import { useCreateProduct, useProduct, usePublishProduct, useUpdateProduct } from '../api/products.ts'
import { ProductForm } from './product-form.tsx'
import { ProductImages } from './product-images.tsx'
import { ProductStock } from './product-stock.tsx'

/** A new product: created as a draft, then the editor opens on it. */
export function NewProduct({ onCreated }: { onCreated: (id: number) => void }) {
  const create = useCreateProduct()
  return (
    <section aria-labelledby="product-heading">
      <h1 id="product-heading">
        <Trans>New product</Trans>
      </h1>
      <ProductForm
        pending={create.isPending}
        failure={create.error?.message}
        onSubmit={(fields) => create.mutate(fields, { onSuccess: (product) => onCreated(product.id) })}
      />
    </section>
  )
}

/** One product: its texts and price, publishing, stock with its history, images. */
export function ProductEditor({ productId }: { productId: number }) {
  const { t } = useLingui()
  const product = useProduct(productId)
  const update = useUpdateProduct()
  const publish = usePublishProduct()
  const [saved, setSaved] = useState(false)
  if (product.error) return <p role="alert">{product.error.message}</p>
  if (!product.data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  const current = product.data
  // Someone else saved first: the server refused ours; reloading shows theirs.
  const stale = update.error instanceof ApiError && update.error.code === Code.conflict && update.error.data !== undefined
  const save = (fields: ProductFields) => {
    setSaved(false)
    update.mutate({ id: current.id, version: current.version, fields }, { onSuccess: () => setSaved(true) })
  }
  const reload = async () => {
    update.reset()
    await product.refetch()
  }
  return (
    <section aria-labelledby="product-heading">
      <div className="admin-heading">
        <h1 id="product-heading">{current.name_en || current.name_zh}</h1>
        <span className={current.active ? 'admin-badge admin-badge--on' : 'admin-badge'}>{current.active ? t`Published` : t`Draft`}</span>
        <button type="button" disabled={publish.isPending} onClick={() => publish.mutate({ id: current.id, publish: !current.active })}>
          {current.active ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
        </button>
      </div>
      {publish.error ? <p role="alert">{publish.error.message}</p> : null}
      {saved ? (
        <p role="status">
          <Trans>Saved.</Trans>
        </p>
      ) : null}
      {stale ? (
        <div role="alert" className="admin-failure">
          <p>{update.error?.message}</p>
          <button type="button" onClick={() => void reload()}>
            <Trans>Reload the product</Trans>
          </button>
        </div>
      ) : null}
      <ProductForm
        key={current.version}
        product={current}
        pending={update.isPending}
        failure={stale ? undefined : update.error?.message}
        onSubmit={save}
      />
      <ProductStock product={current} />
      <ProductImages product={current} />
    </section>
  )
}
