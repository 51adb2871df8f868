import { useState, type ChangeEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminProduct } from '#contract/admin.ts'
import { useRemoveImage, useUploadImage } from '../api/products.ts'

// The server checks again (and decodes the file); this spares a 10 MB upload that would be refused.
const accepted = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']
const maxBytes = 10 * 1024 * 1024

/** The product's pictures, and an upload the server resizes to the shop's sizes. */
export function ProductImages({ product }: { product: AdminProduct }) {
  const { t } = useLingui()
  const upload = useUploadImage()
  const remove = useRemoveImage()
  const [problem, setProblem] = useState<string>()
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    upload.reset()
    if (!accepted.includes(file.type)) return setProblem(t`Upload a JPEG, PNG, WebP or AVIF image.`)
    if (file.size > maxBytes) return setProblem(t`Images must be 10 MB or smaller.`)
    remove.reset()
    setProblem(undefined)
    upload.mutate({ id: product.id, file })
  }
  const message = problem ?? upload.error?.message ?? remove.error?.message
  return (
    <section aria-labelledby="images-heading" className="admin-panel">
      <h2 id="images-heading">
        <Trans>Images</Trans>
      </h2>
      <ul className="admin-images">
        {product.images.map((path, index) => (
          <li key={path}>
            <img src={product.thumbs[index]} alt={t`Image ${index + 1}`} width={160} height={160} />
            <button type="button" onClick={() => remove.mutate({ id: product.id, path })} disabled={remove.isPending}>
              <Trans>Remove image {index + 1}</Trans>
            </button>
          </li>
        ))}
      </ul>
      <label className="admin-upload">
        <Trans>Add an image (JPEG, PNG, WebP or AVIF, up to 10 MB)</Trans>
        <input
          type="file"
          accept={accepted.join(',')}
          onChange={choose}
          disabled={upload.isPending}
          aria-describedby={message ? 'image-problem' : undefined}
        />
      </label>
      {upload.isPending ? (
        <p role="status">
          <Trans>Uploading…</Trans>
        </p>
      ) : null}
      {message ? (
        <p role="alert" id="image-problem" className="admin-failure">
          {message}
        </p>
      ) : null}
    </section>
  )
}
