import { addressRuleOf, checkAddressParts, type AddressField, type AddressParts, type AddressProblem } from '#contract/address-rules.ts'
import { countryName } from '#contract/countries.ts'
import { Code } from '#contract/envelope.ts'
import { ShopError } from '../../http/shop-error.ts'
import { translate, type Message } from '../../i18n/index.ts'
import { messages } from './messages.ts'

const problemMessages: Record<AddressProblem, Message> = {
  country: messages.country,
  state: messages.state,
  postalCode: messages.postalCode,
  postalCodeFormat: messages.postalCodeFormat,
  phone: messages.phone,
}

const order: AddressField[] = ['country', 'state', 'postal_code', 'phone']

/** The first problem's sentence in both languages (the postal-code one names the country and an example). */
function sentence(address: AddressParts, problem: AddressProblem) {
  const example = addressRuleOf(address.country)?.zipex ?? ''
  return {
    en: translate(problemMessages[problem], 'en', { country: countryName(address.country.toUpperCase(), 'en'), example }),
    'zh-cn': translate(problemMessages[problem], 'zh-cn', { country: countryName(address.country.toUpperCase(), 'zh-cn'), example }),
  }
}

/**
 * The address as stored when its country's rules pass (contract/address-rules.ts: the browser
 * checks the same); else code 422 with the first field's sentence and every field's problem in
 * data.fields, under `path` ('shipping_address', 'billing_address' or '' for the address book).
 */
export function checkedAddress<T extends AddressParts>(input: T, path = ''): T {
  const { problems, address } = checkAddressParts(input)
  const first = order.find((field) => problems[field])
  if (!first) return address
  const fields = order
    .filter((field) => problems[field])
    .map((field) => ({ field: path ? `${path}.${field}` : field, problem: problems[field]! }))
  throw new ShopError(Code.invalid, sentence(input, problems[first]!), { data: { fields } })
}

/** Whether a saved address still passes today's rules (one that does not is shown "please check this address"). */
export const stillPasses = (address: AddressParts) => Object.keys(checkAddressParts(address).problems).length === 0

/** A saved address that no longer passes, used at checkout: the shopper is asked to check it; nothing is changed. */
export function checkSavedAddress(address: AddressParts & { id: number }): void {
  const { problems } = checkAddressParts(address)
  const first = order.find((field) => problems[field])
  if (!first) return
  const why = sentence(address, problems[first]!)
  throw new ShopError(
    Code.invalid,
    {
      en: translate(messages.pleaseCheck, 'en', { problem: why.en }),
      'zh-cn': translate(messages.pleaseCheck, 'zh-cn', { problem: why['zh-cn'] }),
    },
    { data: { address_id: address.id, needs_check: true, fields: [{ field: first, problem: problems[first] }] } },
  )
}
