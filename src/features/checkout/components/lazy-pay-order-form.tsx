import { lazy, Suspense, type ComponentProps } from 'react'
import { requireCatalogAreas } from '@/lib/i18n.ts'

/**
 * Paying an existing order (the payment methods, the card form and its form library, checkout's
 * messages) is not part of the order pages' first load: a page starts it while it reads the order.
 */
export const loadPayOrderForm = () =>
  Promise.all([import('./pay-order-form.tsx'), requireCatalogAreas(['checkout'])]).then(([module]) => module)
const PayOrderForm = lazy(() => loadPayOrderForm().then((module) => ({ default: module.PayOrderForm })))

/** Pay now for an unpaid order (pay-order-form.tsx), loaded when the page asks for it or when first shown. */
export function LazyPayOrderForm(props: ComponentProps<typeof PayOrderForm>) {
  return (
    <Suspense fallback={null}>
      <PayOrderForm {...props} />
    </Suspense>
  )
}
