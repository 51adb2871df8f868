import type { Migration } from 'kysely/migration'
import * as createCatalogue from './0001-create-catalogue.ts'
import * as createUsersAndCarts from './0002-create-users-and-carts.ts'
import * as createAddressesCouponsOutbox from './0003-create-addresses-coupons-outbox.ts'
import * as createCartNotes from './0005-create-cart-notes.ts'
import * as createAccountSecurity from './0004-create-account-security.ts'
import * as createOrders from './0006-create-orders.ts'
import * as createPartnershipEnquiries from './0007-create-partnership-enquiries.ts'
import * as createPaymentLedger from './0008-create-payment-ledger.ts'
import * as holdCashOnDelivery from './0010-hold-cash-on-delivery.ts'
import * as createLoginThrottles from './0009-create-login-throttles.ts'
import * as createBlindBoxes from './0011-create-blind-boxes.ts'
import * as createBackOffice from './0012-create-back-office.ts'
import * as boxGatewayTopUpsAndPrizeOrders from './0013-box-gateway-top-ups-and-prize-orders.ts'
import * as oneIdempotencyTable from './0014-one-idempotency-table.ts'
import * as backOfficeData from './0015-back-office-data.ts'
import * as publishableCategories from './0016-publishable-categories.ts'
import * as operatorDoorsAndRecords from './0017-operator-doors-and-records.ts'
import * as pendingImageCopies from './0018-pending-image-copies.ts'
import * as searchIndex from './0022-search-index.ts'
import * as accountDeletion from './0023-account-deletion.ts'
import * as shopperChosenClientSeeds from './0024-shopper-chosen-client-seeds.ts'
import * as searchWalksWithinLineAndCategory from './0027-search-walks-within-line-and-category.ts'
import * as placeAnOrderInOneCall from './0028-place-an-order-in-one-call.ts'
import * as searchFollowsStockAcrossZeroOnly from './0029-search-follows-stock-across-zero-only.ts'
import * as placeOrderKeepsItsPlans from './0030-place-order-keeps-its-plans.ts'
import * as operatorPasswordResets from './0031-operator-password-resets.ts'
import * as searchFollowsEveryCatalogueWrite from './0032-search-follows-every-catalogue-write.ts'
import * as topUpsFlaggedForRefund from './0033-top-ups-flagged-for-refund.ts'
import * as deliveryByZoneAndParcel from './0034-delivery-by-zone-and-parcel.ts'
import * as saleRulesAndDateOfBirth from './0035-sale-rules-and-date-of-birth.ts'
import * as wechatOpenidsAndTickets from './0036-wechat-openids-and-tickets.ts'
import * as catalogueImportsAsJobs from './0037-catalogue-imports-as-jobs.ts'
import * as landedCost from './0038-landed-cost.ts'
import * as returns from './0039-returns.ts'

// Append new migrations at the end; a shipped migration is never edited.
export const migrations: Record<string, Migration> = {
  '0001-create-catalogue': createCatalogue,
  '0002-create-users-and-carts': createUsersAndCarts,
  '0003-create-addresses-coupons-outbox': createAddressesCouponsOutbox,
  '0005-create-cart-notes': createCartNotes,
  '0004-create-account-security': createAccountSecurity,
  '0006-create-orders': createOrders,
  '0007-create-partnership-enquiries': createPartnershipEnquiries,
  '0008-create-payment-ledger': createPaymentLedger,
  '0009-create-login-throttles': createLoginThrottles,
  '0010-hold-cash-on-delivery': holdCashOnDelivery,
  '0011-create-blind-boxes': createBlindBoxes,
  '0012-create-back-office': createBackOffice,
  '0013-box-gateway-top-ups-and-prize-orders': boxGatewayTopUpsAndPrizeOrders,
  '0014-one-idempotency-table': oneIdempotencyTable,
  '0015-back-office-data': backOfficeData,
  '0016-publishable-categories': publishableCategories,
  '0017-operator-doors-and-records': operatorDoorsAndRecords,
  '0018-pending-image-copies': pendingImageCopies,
  '0022-search-index': searchIndex,
  '0023-account-deletion': accountDeletion,
  '0024-shopper-chosen-client-seeds': shopperChosenClientSeeds,
  '0027-search-walks-within-line-and-category': searchWalksWithinLineAndCategory,
  '0028-place-an-order-in-one-call': placeAnOrderInOneCall,
  '0029-search-follows-stock-across-zero-only': searchFollowsStockAcrossZeroOnly,
  '0030-place-order-keeps-its-plans': placeOrderKeepsItsPlans,
  '0031-operator-password-resets': operatorPasswordResets,
  '0032-search-follows-every-catalogue-write': searchFollowsEveryCatalogueWrite,
  '0033-top-ups-flagged-for-refund': topUpsFlaggedForRefund,
  '0034-delivery-by-zone-and-parcel': deliveryByZoneAndParcel,
  '0035-sale-rules-and-date-of-birth': saleRulesAndDateOfBirth,
  '0036-wechat-openids-and-tickets': wechatOpenidsAndTickets,
  '0037-catalogue-imports-as-jobs': catalogueImportsAsJobs,
  '0038-landed-cost': landedCost,
  '0039-returns': returns,
}
