import { addOperatorBody } from '#contract/admin.ts'
import { ShopError } from '../../http/shop-error.ts'
import { translate } from '../../i18n/index.ts'
import { addOperator } from '../../modules/admin/index.ts'
import type { Command } from './command.ts'

export const operator: Command = {
  summary: 'Add a back-office operator and print the one-time link to set the password',
  usage: 'operator add --email E --role owner|staff|support',
  options: { email: { type: 'string' }, role: { type: 'string' } },
  async run({ db, config, now, values, positionals }) {
    if (positionals[0] !== 'add') throw new Error(`Usage: ${this.usage}`)
    const parsed = addOperatorBody.safeParse({ email: values.email, role: values.role })
    if (!parsed.success) throw new Error(`Give a valid --email and --role owner|staff|support: ${this.usage}`)
    try {
      const { id, link, renewed } = await addOperator({ db, now, publicUrl: config.PUBLIC_URL }, parsed.data.email, parsed.data.role, null)
      return `Operator ${id} (${parsed.data.email}, ${parsed.data.role}) ${renewed ? 'invited again (earlier links no longer work)' : 'added'}. Send them this one-time link (valid 72 hours):\n${link}`
    } catch (error) {
      if (error instanceof ShopError) throw new Error(translate(error.userMessage, 'en', error.params), { cause: error })
      throw error
    }
  },
}
