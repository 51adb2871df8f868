import type { Message } from '../../i18n/index.ts'
import { common } from '../../i18n/common-messages.ts'

export const messages = {
  addSuccessful: /*i18n*/ { id: 'Add successful' },
  editSuccessful: common.editSuccessful,
  deleteSuccessful: /*i18n*/ { id: 'Delete successful' },
  addFailed: /*i18n*/ { id: 'Add failed' },
  editFailed: /*i18n*/ { id: 'Edit failed' },
  deleteFailed: /*i18n*/ { id: 'Delete failed' },
  addressBookFull: /*i18n*/ { id: 'Add failed: an address book holds at most {max} addresses.' },
  addressNotFound: /*i18n*/ { id: 'This address does not exist.' },
  // The destination's rules (contract/address-rules.ts); the browser's address form says the same.
  country: /*i18n*/ { id: 'Please select a country' },
  state: /*i18n*/ { id: 'Please select a state / province from the list' },
  postalCode: common.postalCodeRequired,
  postalCodeFormat: /*i18n*/ { id: 'This postal code does not fit {country} (for example {example}).' },
  phone: /*i18n*/ { id: 'Enter a valid phone number, with its country code if it is from another country.' },
  pleaseCheck: /*i18n*/ { id: 'Please check this address: {problem}' },
} satisfies Record<string, Message>
