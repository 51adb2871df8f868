import type { Message } from '../../i18n/index.ts'
import { common } from '../../i18n/common-messages.ts'

export const messages = {
  addSuccessful: { en: 'Add successful', 'zh-cn': '添加成功' },
  editSuccessful: common.editSuccessful,
  deleteSuccessful: { en: 'Delete successful', 'zh-cn': '删除成功' },
  addFailed: { en: 'Add failed', 'zh-cn': '添加失败' },
  editFailed: { en: 'Edit failed', 'zh-cn': '编辑失败' },
  deleteFailed: { en: 'Delete failed', 'zh-cn': '删除失败' },
  addressBookFull: { en: 'Add failed: an address book holds at most {max} addresses.', 'zh-cn': '添加失败：地址簿最多保存 {max} 个地址。' },
  addressNotFound: { en: 'This address does not exist.', 'zh-cn': '该地址不存在。' },
} satisfies Record<string, Message>
