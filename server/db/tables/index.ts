import type { CategoryTable, ExchangeRateTable, GoodsTable } from './catalogue.ts'
import type { CartLineTable, CartNoteTable } from './carts.ts'
import type { ShippingDangerousGoodsTable, ShippingRateTable, ShippingZoneCountryTable, ShippingZoneTable } from './delivery.ts'
import type { SessionTable, UserTable } from './users.ts'
import type { AddressTable, CouponTable, UserCouponTable } from './accounts.ts'
import type { OutboxTable } from './outbox.ts'
import type { SaleRuleTable } from './sale-rules.ts'
import type { DestinationTaxTable, DutyRateTable } from './landed-cost.ts'
import type { EmailCodeTable, LoginThrottleTable, PasswordResetTable, RateLimitTable } from './account-security.ts'
import type { IdempotencyKeyTable } from './idempotency.ts'
import type {
  OrderLineTable,
  OrderTable,
  PaymentNotificationTable,
  PaymentTable,
  SandboxCardTokenTable,
  WalletNotificationTable,
} from './orders.ts'
import type { PartnershipEnquiryTable } from './partnership.ts'
import type {
  BoxAccountTable,
  BoxDrawTable,
  BoxLedgerTable,
  BoxOddsVersionTable,
  BoxPrizeTable,
  BoxRechargeTable,
  BoxSeriesTable,
} from './blindbox.ts'
import type {
  AuditLogTable,
  CatalogueImportTable,
  CustomerNoteTable,
  ExchangeRateHistoryTable,
  OperatorInviteTable,
  OperatorPasswordResetTable,
  OperatorRecoveryCodeTable,
  OperatorSessionTable,
  OperatorTable,
  OrderNoteTable,
  OrderShipmentTable,
  StockChangeTable,
} from './back-office.ts'
import type { ReturnEventTable, ReturnLineTable, ReturnPhotoTable, ReturnPolicyTable, ReturnTable } from './returns.ts'
import type { WechatAuthStateTable, WechatJsapiTicketTable, WechatOpenidTable } from './wechat.ts'

// Each area adds its tables here as its migration lands.
export interface Database {
  categories: CategoryTable
  goods: GoodsTable
  exchange_rates: ExchangeRateTable
  shipping_zones: ShippingZoneTable
  shipping_zone_countries: ShippingZoneCountryTable
  shipping_rates: ShippingRateTable
  shipping_dangerous_goods: ShippingDangerousGoodsTable
  users: UserTable
  sessions: SessionTable
  cart_lines: CartLineTable
  cart_notes: CartNoteTable
  addresses: AddressTable
  sale_rules: SaleRuleTable
  destination_taxes: DestinationTaxTable
  duty_rates: DutyRateTable
  coupons: CouponTable
  user_coupons: UserCouponTable
  outbox: OutboxTable
  email_codes: EmailCodeTable
  password_resets: PasswordResetTable
  rate_limits: RateLimitTable
  partnership_enquiries: PartnershipEnquiryTable
  orders: OrderTable
  order_lines: OrderLineTable
  return_policies: ReturnPolicyTable
  returns: ReturnTable
  return_lines: ReturnLineTable
  return_events: ReturnEventTable
  return_photos: ReturnPhotoTable
  payments: PaymentTable
  wechat_openids: WechatOpenidTable
  wechat_auth_states: WechatAuthStateTable
  wechat_jsapi_tickets: WechatJsapiTicketTable
  idempotency_keys: IdempotencyKeyTable
  wallet_notifications: WalletNotificationTable
  sandbox_card_tokens: SandboxCardTokenTable
  payment_notifications: PaymentNotificationTable
  login_throttles: LoginThrottleTable
  box_series: BoxSeriesTable
  box_odds_versions: BoxOddsVersionTable
  box_prizes: BoxPrizeTable
  box_accounts: BoxAccountTable
  box_ledger: BoxLedgerTable
  box_recharges: BoxRechargeTable
  box_draws: BoxDrawTable
  operators: OperatorTable
  operator_invites: OperatorInviteTable
  operator_password_resets: OperatorPasswordResetTable
  operator_sessions: OperatorSessionTable
  operator_recovery_codes: OperatorRecoveryCodeTable
  audit_log: AuditLogTable
  stock_changes: StockChangeTable
  catalogue_imports: CatalogueImportTable
  order_shipments: OrderShipmentTable
  order_notes: OrderNoteTable
  customer_notes: CustomerNoteTable
  exchange_rate_history: ExchangeRateHistoryTable
}
