export const messages = {
  payFailed: /*i18n*/ { id: 'Pay failed!' },
  notConfigured: /*i18n*/ { id: 'WeChat Pay inside WeChat is not available in this shop.' },
}
