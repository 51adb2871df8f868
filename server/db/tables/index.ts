import type { CategoryTable, ExchangeRateTable, GoodsTable } from './catalogue.ts'
import type { CartLineTable, CartNoteTable, CartRequestTable } from './carts.ts'
import type { SessionTable, UserTable } from './users.ts'
import type { AddressTable, CouponTable, UserCouponTable } from './accounts.ts'
import type { OutboxTable } from './outbox.ts'
import type { EmailCodeTable, PasswordResetTable, RateLimitTable } from './account-security.ts'
import type { IdempotencyKeyTable, OrderLineTable, OrderTable, PaymentTable, SandboxCardTokenTable, WalletNotificationTable } from './orders.ts'
import type { PartnershipEnquiryTable } from './partnership.ts'

// Each area adds its tables here as its migration lands.
export interface Database {
  categories: CategoryTable
  goods: GoodsTable
  exchange_rates: ExchangeRateTable
  users: UserTable
  sessions: SessionTable
  cart_lines: CartLineTable
  cart_notes: CartNoteTable
  cart_requests: CartRequestTable
  addresses: AddressTable
  coupons: CouponTable
  user_coupons: UserCouponTable
  outbox: OutboxTable
  email_codes: EmailCodeTable
  password_resets: PasswordResetTable
  rate_limits: RateLimitTable
  partnership_enquiries: PartnershipEnquiryTable
  orders: OrderTable
  order_lines: OrderLineTable
  payments: PaymentTable
  idempotency_keys: IdempotencyKeyTable
  wallet_notifications: WalletNotificationTable
  sandbox_card_tokens: SandboxCardTokenTable
}
