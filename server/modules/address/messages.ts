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
} satisfies Record<string, Message>
