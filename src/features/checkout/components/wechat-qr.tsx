import { Trans, useLingui } from '@lingui/react/macro'
import './checkout.css'

/** WeChat Pay's Native QR code (drawn by the server as SVG), for a desktop browser. */
export function WechatQr({ svg }: { svg: string }) {
  const { t } = useLingui()
  return (
    <div className="wallet-qr">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={t`QR code to pay with WeChat Pay`}
        width={220}
        height={220}
      />
      <p>
        <Trans>Scan the QR code with WeChat to pay. This page updates by itself once the payment arrives.</Trans>
      </p>
    </div>
  )
}
