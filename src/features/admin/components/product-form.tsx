import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { line as lineSchema } from '#contract/common.ts'
import { productFields, slugFromName, type AdminCategory, type AdminProduct, type ProductFields } from '#contract/admin.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useCategories } from '../api/products.ts'
import { lineLabels } from './labels.ts'
import { useProblemText } from './problem-message.ts'

/** Dollars as typed ("499", "499.90") to cents; anything else fails the contract's number check. */
const cents = (typed: string) => (typed.trim() === '' ? Number.NaN : Math.round(Number(typed.trim()) * 100))
const dollars = (amount: number | null | undefined) => (amount ? (amount / 100).toFixed(2) : '')

/**
 * The form holds what the operator types (prices in dollars, the category as the select's
 * value); it is turned into the API's body and checked with the contract's own schema, so the
 * browser and the server refuse the same things with the same words.
 */
const productForm = z
  .object({
    line: lineSchema,
    category_id: z.string(),
    slug: z.string(),
    price_cents: z.string(),
    compare_at_cents: z.string(),
    name_en: z.string(),
    name_zh: z.string(),
    summary_en: z.string(),
    summary_zh: z.string(),
    description_en: z.string(),
    description_zh: z.string(),
    hs_code: z.string(),
    origin_country: z.string(),
  })
  .transform((typed): z.input<typeof productFields> => ({
    ...typed,
    category_id: Number(typed.category_id),
    slug: typed.slug.trim() === '' ? slugFromName(typed.name_en) : typed.slug,
    price_cents: cents(typed.price_cents),
    compare_at_cents: typed.compare_at_cents.trim() === '' ? null : cents(typed.compare_at_cents),
    // Empty: not classified (the product is then not sold where duty is due on it).
    hs_code: typed.hs_code.trim() || null,
    origin_country: typed.origin_country.trim().toUpperCase() || null,
  }))
  .pipe(productFields)
type ProductForm = z.input<typeof productForm>

const formValues = (product: AdminProduct | undefined): ProductForm => ({
  line: product?.line ?? 'sco',
  category_id: product ? String(product.category_id) : '',
  slug: product?.slug ?? '',
  price_cents: dollars(product?.price_cents),
  compare_at_cents: dollars(product?.compare_at_cents),
  name_en: product?.name_en ?? '',
  name_zh: product?.name_zh ?? '',
  summary_en: product?.summary_en ?? '',
  summary_zh: product?.summary_zh ?? '',
  description_en: product?.description_en ?? '',
  description_zh: product?.description_zh ?? '',
  hs_code: product?.hs_code ?? '',
  origin_country: product?.origin_country ?? '',
})

interface ProductFormProps {
  product?: AdminProduct
  pending: boolean
  failure?: string
  onSubmit: (fields: ProductFields) => void
}

const texts = [
  { en: 'name_en', zh: 'name_zh', rows: 0 },
  { en: 'summary_en', zh: 'summary_zh', rows: 2 },
  { en: 'description_en', zh: 'description_zh', rows: 6 },
] as const

/** A product's fields, the English and Chinese texts side by side; shown once the categories are known. */
export function ProductForm(props: ProductFormProps) {
  const categories = useCategories()
  if (categories.error) return <p role="alert">{categories.error.message}</p>
  // The category select must have its options before the form sets its value.
  if (!categories.data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  return <ProductFormFields {...props} categories={categories.data} />
}

function ProductFormFields({ product, pending, failure, onSubmit, categories }: ProductFormProps & { categories: AdminCategory[] }) {
  const { t, i18n } = useLingui()
  const problem = useProblemText()
  const {
    register,
    handleSubmit,
    control: form,
    formState: { errors },
  } = useForm<ProductForm, unknown, ProductFields>({
    resolver: zodResolver(productForm),
    // The editor remounts the form on each new version of the product (see product-editor).
    defaultValues: formValues(product),
  })
  const line = useWatch({ control: form, name: 'line' })
  const textLabels = { name_en: t`Name`, summary_en: t`Summary`, description_en: t`Description` }
  return (
    <form className="admin-form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t`Product`}>
      {failure ? (
        <p role="alert" className="admin-failure">
          {failure}
        </p>
      ) : null}
      <div className="admin-form__row">
        <FormField label={t`Product line`} error={problem(errors.line?.message)}>
          {(control) => (
            <select {...control} {...register('line')}>
              {lineSchema.options.map((option) => (
                <option key={option} value={option}>
                  {i18n._(lineLabels[option])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Category`} error={problem(errors.category_id?.message)}>
          {(control) => (
            <select {...control} {...register('category_id')}>
              <option value="">{t`Choose…`}</option>
              {categories
                .filter((category) => category.line === line)
                .map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {i18n.locale === 'zh-cn' ? category.name_zh || category.name_en : category.name_en || category.name_zh}
                    {category.published ? '' : ` (${t`Unpublished`})`}
                  </option>
                ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t`Web address`}
          hint={t`The end of the product's web address: lower-case letters, digits and dashes, e.g. city-glide-2. Left empty, it is made from the English name.`}
          error={problem(errors.slug?.message)}
        >
          {(control) => <input {...control} {...register('slug')} />}
        </FormField>
      </div>
      <div className="admin-form__row">
        <FormField label={t`Price (USD)`} error={problem(errors.price_cents?.message)}>
          {(control) => <input {...control} {...register('price_cents')} inputMode="decimal" />}
        </FormField>
        <FormField label={t`Compare-at price (USD, optional)`} error={problem(errors.compare_at_cents?.message)}>
          {(control) => <input {...control} {...register('compare_at_cents')} inputMode="decimal" />}
        </FormField>
      </div>
      <div className="admin-form__row">
        <FormField
          label={t`HS code (6 digits)`}
          hint={t`The product's customs heading: its duty and import tax are worked out from it. Empty: not sold where duty is due on it.`}
          error={problem(errors.hs_code?.message)}
        >
          {(control) => <input {...control} {...register('hs_code')} inputMode="numeric" maxLength={6} />}
        </FormField>
        <FormField label={t`Country of origin (2 letters)`} error={problem(errors.origin_country?.message)}>
          {(control) => <input {...control} {...register('origin_country')} maxLength={2} autoCapitalize="characters" />}
        </FormField>
      </div>
      <div className="admin-languages">
        <h3 lang="en">English</h3>
        <h3 lang="zh-CN">中文</h3>
        {texts.map(({ en, zh, rows }) => (
          <div className="admin-languages__pair" key={en}>
            <FormField label={`${textLabels[en]} (English)`} error={problem(errors[en]?.message)}>
              {(control) =>
                rows ? (
                  <textarea {...control} {...register(en)} rows={rows} lang="en" />
                ) : (
                  <input {...control} {...register(en)} lang="en" />
                )
              }
            </FormField>
            <FormField label={`${textLabels[en]} (中文)`} error={problem(errors[zh]?.message)}>
              {(control) =>
                rows ? (
                  <textarea {...control} {...register(zh)} rows={rows} lang="zh-CN" />
                ) : (
                  <input {...control} {...register(zh)} lang="zh-CN" />
                )
              }
            </FormField>
          </div>
        ))}
      </div>
      <button type="submit" disabled={pending}>
        {product ? <Trans>Save changes</Trans> : <Trans>Create product</Trans>}
      </button>
    </form>
  )
}
