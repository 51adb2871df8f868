import { Trans, useLingui } from '@lingui/react/macro'
import { toast } from '@/ui/toast-store.ts'

/** Copies the page's address: the clipboard API, else a selected text field (older WeChat browsers). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const field = document.createElement('textarea')
    field.value = text
    field.setAttribute('readonly', '')
    field.style.position = 'fixed'
    field.style.opacity = '0'
    document.body.append(field)
    field.select()
    const copied = document.execCommand('copy')
    field.remove()
    return copied
  }
}

/**
 * Inside WeChat's browser Alipay's page is blocked: instead of sending the shopper there, say where
 * it works and copy this page's link (the order or top-up page) to open in the phone's browser.
 */
export function AlipayInWechatNote() {
  const { t } = useLingui()
  const copy = async () => {
    if (await copyText(window.location.href)) toast.success(t`Link copied`)
    else toast.error(t`Copy failed`)
  }
  return (
    <div className="checkout-note alipay-in-wechat" role="note">
      <p>
        <Trans>Open this page in your browser to pay with Alipay</Trans>
      </p>
      <button type="button" className="button button--ghost" onClick={() => void copy()}>
        <Trans>Copy link</Trans>
      </button>
    </div>
  )
}
