import { CurrencySelect } from '@/features/currency/components/currency-select.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'

/** The right-hand side of the vape header: currency and language. */
export function VapeActions() {
  return (
    <>
      <CurrencySelect />
      <LocaleToggle className="shop-header__locale" />
    </>
  )
}
