import { findPrizesToShip } from '../../modules/blindbox/index.ts'
import type { Command } from './command.ts'

/** `npm run shop -- blindbox shipments`: blind-box prizes the shoppers asked to have shipped (each an order: ship it with `orders ship`). */
export const blindbox: Command = {
  summary: 'List blind-box prizes waiting to be shipped',
  usage: 'blindbox shipments',
  async run({ db, positionals }) {
    if (positionals[0] !== 'shipments') throw new Error(`Say what to do: ${this.usage}`)
    const rows = await findPrizesToShip(db)
    if (rows.length === 0) return 'No blind-box prize is waiting to be shipped.'
    return rows
      .map((row) => {
        const to = row.shipping_address
        const address = to ? `${to.first_name} ${to.last_name}, ${to.address}, ${to.city} ${to.postal_code}, ${to.country}` : ''
        return `${row.draw_no}  ${row.order_no ? `order ${row.order_no}  ` : ''}${row.shipping_requested_at?.toISOString() ?? ''}  ${row.name_en}  ${row.email}  ${address}`
      })
      .join('\n')
  },
}
