import { useId, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { RoutePath } from '@/lib/route-paths.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { maxCartNoteLength } from '#contract/cart-rules.ts'
import type { Cart, CartLine } from '#contract/cart.ts'
import { unitPrice, useCurrency } from '@/lib/currency.ts'
import { useLocale } from '@/lib/i18n.ts'
import { DeliveryLine } from '@/features/delivery/index.ts'
import { Price } from '@/ui/price.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { useCart } from '../api/get-cart.ts'
import { useUpdateCart } from '../api/update-cart.ts'
import { useRemoveFromCart } from '../api/remove-from-cart.ts'
import { useSaveCartNote } from '../api/save-cart-note.ts'
import { quantityProblemMessage } from '../cart-action.ts'
import { quantityProblem, type QuantityChange } from '../cart-lines.ts'
import type { ProductLine } from '#contract/lines.ts'
import './cart-view.css'

interface CartViewProps {
  line: ProductLine<'cart'>
  /** Where Check out goes; the line rides along as `?line=`. */
  continueTo: RoutePath
}

/** The cart screen of spec §2 for one product line. */
export function CartView({ line, continueTo }: CartViewProps) {
  const cart = useCart(line)
  return (
    <section className="cart-view" aria-labelledby="cart-title">
      <h1 id="cart-title">
        <Trans>Shopping cart</Trans>
      </h1>
      <QueryState query={cart}>
        {(data) => (data.lines.length === 0 ? <EmptyCart continueTo={continueTo} /> : <CartForm cart={data} continueTo={continueTo} />)}
      </QueryState>
    </section>
  )
}

function EmptyCart({ continueTo }: { continueTo: RoutePath }) {
  return (
    <div className="state">
      <p>
        <Trans>Your cart is currently empty.</Trans>
      </p>
      <Link to={continueTo} className="button">
        <Trans>Continue shopping</Trans>
      </Link>
    </div>
  )
}

/** Form field names may not contain dots (sizes like 26.5 do). */
const fieldKey = (line: Pick<CartLine, 'goods_id' | 'size'>) => `${line.goods_id}_${encodeURIComponent(line.size).replace(/[.%]/g, '_')}`

interface Problems {
  quantities: Record<string, string | undefined>
  note?: string
}

/**
 * What the shopper typed and has not yet been saved, by field (a quantity by fieldKey, the note):
 * a field not typed in shows the cart's value. Plain state rather than a form library, which
 * would weigh more than the cart page's own code in its first bundle (issue 46).
 */
interface Typed {
  quantities: Record<string, string>
  note?: string
}

/**
 * A fresh cart from the server must not wipe a quantity the shopper is still typing: a typed
 * value stays while it differs from what the cart said when it was typed, and gives way otherwise.
 */
function typedAfter(typed: Typed, before: Cart): Typed {
  const quantities = Object.fromEntries(
    before.lines
      .map((line) => [fieldKey(line), line.quantity] as const)
      .filter(([key, quantity]) => key in typed.quantities && typed.quantities[key] !== String(quantity))
      .map(([key]) => [key, typed.quantities[key]!]),
  )
  return { quantities, note: typed.note !== before.note ? typed.note : undefined }
}

function CartForm({ cart, continueTo }: { cart: Cart; continueTo: RoutePath }) {
  const { t } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  const update = useUpdateCart()
  const remove = useRemoveFromCart()
  const saveNote = useSaveCartNote()
  const [typed, setTyped] = useState<Typed>({ quantities: {} })
  const [shownCart, setShownCart] = useState(cart)
  if (shownCart !== cart) {
    setShownCart(cart)
    setTyped(typedAfter(typed, shownCart))
  }
  const [errors, setErrors] = useState<Problems>({ quantities: {} })
  // Once the shopper has tried to save, each change is checked again at once (as before).
  const [submitted, setSubmitted] = useState(false)

  // What the subtotal adds up: the lines that can be bought, at their shelf prices.
  const shelfLines = cart.lines.filter((line) => line.available).map((line) => ({ usdMinor: line.price, quantity: line.quantity }))
  const quantityText = (line: CartLine) => typed.quantities[fieldKey(line)] ?? String(line.quantity)
  const noteText = typed.note ?? cart.note
  const quantityOf = (line: CartLine) => {
    const text = quantityText(line).trim()
    return text === '' ? Number.NaN : Number(text)
  }
  const problemsOf = (next: Typed): Problems => {
    const quantityOfNext = (line: CartLine) => {
      const text = (next.quantities[fieldKey(line)] ?? String(line.quantity)).trim()
      return text === '' ? Number.NaN : Number(text)
    }
    const note = next.note ?? cart.note
    return {
      quantities: Object.fromEntries(
        cart.lines.map((line) => {
          const quantity = quantityOfNext(line)
          const problem = quantity === line.quantity ? null : quantityProblem(quantity, line.stock)
          return [fieldKey(line), problem ? quantityProblemMessage(problem) : undefined]
        }),
      ),
      note: note.length > maxCartNoteLength ? t`The order note can be at most ${maxCartNoteLength} characters.` : undefined,
    }
  }
  const change = (next: Typed) => {
    setTyped(next)
    if (submitted) setErrors(problemsOf(next))
  }

  /** Checks every field; on a problem, shows them all and moves to the first. */
  const checked = (): boolean => {
    setSubmitted(true)
    const problems = problemsOf(typed)
    setErrors(problems)
    const firstQuantity = cart.lines.map(fieldKey).find((key) => problems.quantities[key])
    const first = firstQuantity ? `${id}-${firstQuantity}` : problems.note ? `${id}-note` : undefined
    if (first) document.getElementById(first)?.focus()
    return !first
  }
  const save = () => {
    const items: QuantityChange[] = cart.lines
      .filter((line) => quantityOf(line) !== line.quantity)
      .map((line) => ({ goods_id: line.goods_id, size: line.size, quantity: quantityOf(line) }))
    if (items.length > 0) update.mutate({ sign: cart.sign, items })
    if (noteText !== cart.note) saveNote.mutate({ sign: cart.sign, note: noteText })
  }
  const onUpdate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (checked()) save()
  }
  const onCheckout = () => {
    if (!checked()) return
    save()
    void navigate({ to: '/checkout', search: { line: cart.sign, step: 'information' } })
  }

  return (
    <form className="cart-view__form" onSubmit={onUpdate} noValidate>
      <table className="cart-view__table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Item</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
            <th scope="col" aria-label={t`Remove`} />
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => {
            const key = fieldKey(line)
            const error = errors.quantities[key]
            return (
              <tr key={key} className="cart-view__line">
                <td className="cart-view__item">
                  {line.thumb ? <img src={line.thumb} alt="" width={72} height={72} loading="lazy" /> : null}
                  <div>
                    <p className="cart-view__name">{line.goods_name}</p>
                    {line.size ? (
                      <p className="cart-view__size">
                        <Trans>Size: {line.size}</Trans>
                      </p>
                    ) : null}
                    <LineAvailability line={line} />
                  </div>
                </td>
                <td data-label={t`Price`}>
                  <Price goods={unitPrice(line.price)} />
                </td>
                <td data-label={t`Quantity`}>
                  <label className="visually-hidden" htmlFor={`${id}-${key}`}>
                    <Trans>Quantity of {line.goods_name}</Trans>
                  </label>
                  <input
                    id={`${id}-${key}`}
                    className="cart-view__quantity"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={999}
                    step={1}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${key}-error` : undefined}
                    name={`quantities.${key}`}
                    value={quantityText(line)}
                    onChange={(event) => change({ ...typed, quantities: { ...typed.quantities, [key]: event.target.value } })}
                  />
                  {error ? (
                    <p id={`${id}-${key}-error`} className="field__error" role="alert">
                      {error}
                    </p>
                  ) : null}
                </td>
                <td data-label={t`Total`}>
                  <Price goods={unitPrice(line.price, line.quantity)} />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost cart-view__remove"
                    aria-label={t`Remove ${line.goods_name}`}
                    onClick={() => remove.mutate({ sign: cart.sign, goods_id: line.goods_id, size: line.size })}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>

      <div className="cart-view__footer">
        <div className="field cart-view__note">
          <label htmlFor={`${id}-note`}>
            <Trans>Add a note to your order</Trans>
          </label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={maxCartNoteLength}
            aria-invalid={errors.note ? true : undefined}
            name="note"
            value={noteText}
            onChange={(event) => change({ ...typed, note: event.target.value })}
          />
          {errors.note ? (
            <p className="field__error" role="alert">
              {errors.note}
            </p>
          ) : null}
        </div>
        <div className="cart-view__summary">
          <p className="cart-view__subtotal">
            <span>
              <Trans>Subtotal</Trans>
            </span>
            <Price goods={shelfLines} />
          </p>
          {/* The cart is one shipment: its lines priced together, as the order will be. */}
          <DeliveryLine
            items={cart.lines.filter((line) => line.available).map(({ goods_id, quantity }) => ({ goods_id, quantity }))}
            goods={shelfLines}
          />
          <ChargedCurrency />
          <div className="cart-view__actions">
            <button type="submit" className="button button--ghost">
              <Trans>Update cart</Trans>
            </button>
            <button type="button" className="button" onClick={onCheckout}>
              <Trans>Check out</Trans>
            </button>
          </div>
          <Link to={continueTo} className="cart-view__continue">
            <Trans>Continue shopping</Trans>
          </Link>
        </div>
      </div>
    </form>
  )
}

function LineAvailability({ line }: { line: CartLine }) {
  if (line.available) return null
  if (line.stock <= 0)
    return (
      <p className="cart-view__problem">
        <Trans>Sold out: remove it to check out.</Trans>
      </p>
    )
  return (
    <p className="cart-view__problem">
      <Trans>Only {line.stock} left in stock: lower the quantity to check out.</Trans>
    </p>
  )
}

/** Spec §8: the cart says which currency the order will be charged in. */
function ChargedCurrency() {
  const currency = useCurrency()
  const locale = useLocale()
  const name = new Intl.DisplayNames([locale === 'zh-cn' ? 'zh-CN' : 'en'], { type: 'currency' }).of(currency) ?? currency
  return (
    <p className="cart-view__currency">
      <Trans>
        Your order will be charged in {name} ({currency}).
      </Trans>
    </p>
  )
}
