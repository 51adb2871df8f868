declare global {
  var __webpack_nonce__: string | undefined
}

/**
 * The page's CSP nonce (the server writes it in `<meta property="csp-nonce">`), handed to the
 * libraries that inject `<style>` elements (Radix dialogs' scroll lock reads it through
 * get-nonce), so the CSP needs no 'unsafe-inline'.
 */
export function adoptCspNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content
  if (nonce) globalThis.__webpack_nonce__ = nonce
}
