import { Trans, useLingui } from '@lingui/react/macro'
import { marketingImages } from '../media.ts'

// What the shop menu shows, shared by its first paint (shop-menu.tsx) and its Radix version
// (shop-menu-interactive.tsx), so the two draw the same thing.

/** The item value of the Shops dropdown (Radix NavigationMenu's `value` while it is open). */
export const shopsItem = 'shops'

export function useShops() {
  const { t } = useLingui()
  return [
    { to: '/electric-scooter', name: t`E-scooters`, note: t`Commuter and performance scooters`, image: marketingImages.shops.scooter },
    { to: '/smart-power', name: t`Smart power`, note: t`Home and portable energy storage`, image: marketingImages.shops.smartPower },
    { to: '/ski-board', name: t`Ski boards`, note: t`Bootski ski boots and boards`, image: marketingImages.shops.skiBoard },
    { to: '/VAPE/E-cigarette1', name: t`WAKA vape`, note: t`For adults 21 and over`, image: marketingImages.shops.vape },
    { to: '/VAPE/E-cigarette2', name: t`IMOMENT vape`, note: t`For adults 21 and over`, image: marketingImages.shops.vape },
    { to: '/blindBoxes', name: t`Blind boxes`, note: t`Mystery boxes and collectibles`, image: marketingImages.shops.blindBox },
  ]
}

export function ShopsLabel() {
  return (
    <>
      <Trans>Shops</Trans>
      <svg
        className="shop-menu__chevron"
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <path d="m6 9 6 6 6-6" />
      </svg>
    </>
  )
}

/** The plain links beside the dropdown (wide screens only). */
export function useSectionLinks() {
  const { t } = useLingui()
  return [
    { to: '/profile', label: t`Company profile` },
    { to: '/study', label: t`Visa & study` },
    { to: '/activity', label: t`Offers` },
  ] as const
}
