import type { Message } from './index.ts'

/** How the shop's forms label the text fields, for messages that name one. */
const labels: Record<string, Message> = {
  goods_name: /*i18n*/ { id: 'search words' },
  username: /*i18n*/ { id: 'username' },
  email: /*i18n*/ { id: 'email' },
  phone: /*i18n*/ { id: 'phone' },
  wechat: /*i18n*/ { id: 'WeChat ID' },
  password: /*i18n*/ { id: 'password' },
  old_password: /*i18n*/ { id: 'old password' },
  new_password: /*i18n*/ { id: 'new password' },
  code: /*i18n*/ { id: 'code' },
  first_name: /*i18n*/ { id: 'first name' },
  last_name: /*i18n*/ { id: 'last name' },
  country: /*i18n*/ { id: 'country' },
  state: /*i18n*/ { id: 'state/province' },
  city: /*i18n*/ { id: 'city' },
  address: /*i18n*/ { id: 'address' },
  postal_code: /*i18n*/ { id: 'postal/zip code' },
  note: /*i18n*/ { id: 'note' },
  size: /*i18n*/ { id: 'size' },
  contact: /*i18n*/ { id: 'email or phone' },
}

/** The label of a field path such as `shipping_address.first_name` (its last named part). */
export function fieldLabel(path: string): Message {
  const name =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? path
  return labels[name] ?? { en: name || path, 'zh-cn': name || path }
}
