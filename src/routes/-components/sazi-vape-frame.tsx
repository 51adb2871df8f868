import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/i18n.ts'
import './sazi-vape.css'

/** Spec §2: the separate static brand page, in a frame as tall as the window, in the shop's language. */
export function SaziVapeFrame() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <iframe
      className="sazi-vape"
      src={`/lavie/index.html?lang=${locale}`}
      title={t`LAVIE vape brand page`}
      // Its own script, and a link back to the shop; nothing of the shop's storage.
      sandbox="allow-scripts allow-top-navigation-by-user-activation"
    />
  )
}
