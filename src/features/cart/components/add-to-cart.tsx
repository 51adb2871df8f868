import { useId, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { GoodsDetail } from '#contract/catalogue.ts'
import { maxCartQuantity } from '#contract/cart-rules.ts'
import { hasCart } from '#contract/lines.ts'
import { useAddToCart } from '../api/add-to-cart.ts'
import { useCart } from '../api/get-cart.ts'
import { newRequestId, quantityProblemMessage } from '../cart-action.ts'
import { quantityProblem } from '../cart-lines.ts'
import type { ProductLine } from '#contract/lines.ts'
import './add-to-cart.css'

interface Problems {
  size?: string
  quantity?: string
}

/**
 * A product page's purchase panel: size (Bootski), quantity within stock, Add to cart. Works
 * the same for a guest (CART__) and offline (the change is queued and shown at once).
 */
export function AddToCart({ goods }: { goods: GoodsDetail }) {
  const sign = hasCart(goods.line) ? goods.line : undefined
  if (!sign) return null
  return <AddToCartPanel goods={goods} sign={sign} />
}

function AddToCartPanel({ goods, sign }: { goods: GoodsDetail; sign: ProductLine<'cart'> }) {
  const { t } = useLingui()
  const id = useId()
  // Keeps this line's cart in the cache, so an offline add can be shown on it at once.
  useCart(sign)
  const add = useAddToCart()
  const hasSizes = goods.sizes.length > 0
  const maxQuantity = Math.max(1, Math.min(goods.stock, maxCartQuantity))
  // Two fields: plain state rather than a form library, which would weigh more than this page's
  // own code in its first bundle. Checked on submit, then again on every change (as before).
  const [size, setSize] = useState('')
  const [quantityText, setQuantityText] = useState('1')
  const [errors, setErrors] = useState<Problems>({})
  const [submitted, setSubmitted] = useState(false)
  const quantityInput = useRef<HTMLInputElement>(null)
  const problemsOf = (nextSize: string, nextQuantity: string): Problems => {
    const problem = quantityProblem(nextQuantity.trim() === '' ? Number.NaN : Number(nextQuantity), goods.stock)
    return {
      size: hasSizes && !goods.sizes.includes(nextSize) ? t`Please choose a size before adding to cart.` : undefined,
      quantity: problem ? quantityProblemMessage(problem) : undefined,
    }
  }

  if (goods.stock <= 0) {
    return (
      <div className="add-to-cart">
        <button type="button" className="button add-to-cart__submit" disabled>
          <Trans>Sold out</Trans>
        </button>
      </div>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const problems = problemsOf(size, quantityText)
    setErrors(problems)
    if (problems.quantity) quantityInput.current?.focus()
    if (problems.size || problems.quantity) return
    add.mutate({
      sign,
      goods: { id: goods.id, goods_name: goods.goods_name, thumb: goods.thumb, price: goods.price, stock: goods.stock },
      size: hasSizes ? size : '',
      quantity: Number(quantityText),
      requestId: newRequestId(),
    })
  }
  const changeSize = (next: string) => {
    setSize(next)
    if (submitted) setErrors(problemsOf(next, quantityText))
  }
  const changeQuantity = (next: string) => {
    setQuantityText(next)
    if (submitted) setErrors(problemsOf(size, next))
  }

  return (
    <form className="add-to-cart" onSubmit={onSubmit} noValidate>
      {hasSizes ? (
        // Native radios in a fieldset: arrow keys move the choice and Tab leaves the group, as
        // Radix's radio group did, without its 8 KB on every product page (issue 46).
        <fieldset className="add-to-cart__sizes" aria-describedby={errors.size ? `${id}-size-error` : undefined}>
          <legend className="add-to-cart__label">
            <Trans>Size</Trans>
          </legend>
          <div className="add-to-cart__size-list">
            {goods.sizes.map((choice) => (
              <label key={choice} className="add-to-cart__size">
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={choice}
                  checked={size === choice}
                  onChange={() => changeSize(choice)}
                  required
                  aria-label={t`Size ${choice}`}
                />
                {choice}
              </label>
            ))}
          </div>
          {errors.size ? (
            <p id={`${id}-size-error`} className="field__error" role="alert">
              {errors.size}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="add-to-cart__row">
        <div className="field add-to-cart__quantity">
          <label htmlFor={`${id}-quantity`}>
            <Trans>Quantity</Trans>
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            step={1}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? `${id}-quantity-error` : undefined}
            ref={quantityInput}
            name="quantity"
            value={quantityText}
            onChange={(event) => changeQuantity(event.target.value)}
          />
        </div>
        <button type="submit" className="button add-to-cart__submit">
          <Trans>Add to cart</Trans>
        </button>
      </div>
      {errors.quantity ? (
        <p id={`${id}-quantity-error`} className="field__error" role="alert">
          {errors.quantity}
        </p>
      ) : null}
    </form>
  )
}
