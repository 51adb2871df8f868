import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { inWechatBrowser } from '#contract/wechat-browser.ts'

/**
 * Inside WeChat's browser only: after each page change, the JS-SDK's share settings take the
 * page's Open Graph title, description and picture (share-page.ts, loaded only there).
 */
export function WechatShare() {
  const href = useRouterState({ select: (state) => state.location.href })
  useEffect(() => {
    if (!inWechatBrowser(navigator.userAgent)) return
    void import('./share-page.ts').then(({ sharePage }) => sharePage(href)).catch(() => undefined)
  }, [href])
  return null
}
