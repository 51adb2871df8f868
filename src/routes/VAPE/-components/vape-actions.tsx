import { LocaleToggle } from '@/features/shell/components/locale-toggle.tsx'

/** The right-hand side of the vape header. */
export function VapeActions() {
  return <LocaleToggle className="shop-header__locale" />
}
