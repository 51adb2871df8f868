import type { z } from 'zod'
import {
  accountFields,
  addressFields,
  addressIdBody,
  addressIdQuery,
  addressListResponse,
  addressResponse,
  changePasswordBody,
  dataExportResponse,
  deleteAccountBody,
  deletionStatusResponse,
  emptyResponse,
  loginBody,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
  sendCodeResponse,
  sessionResponse,
  storeAddressBody,
  usableCouponsQuery,
  userCouponListResponse,
  userInfoResponse,
  verifyResetBody,
  verifyResetResponse,
} from './account.ts'
import {
  deliveryQuoteQuery,
  deliveryQuoteResponse,
  productParcelBody,
  productParcelParams,
  productParcelResponse,
  shippingZoneBody,
  shippingZoneParams,
  shippingZoneResponse,
  shippingZonesResponse,
  unweighedProductsResponse,
} from './delivery.ts'
import {
  addCartBody,
  cartNoteBody,
  cartQuery,
  cartResponse,
  delCartBody,
  mergeCartBody,
  mergeCartResponse,
  updateCartBody,
} from './cart.ts'
import {
  categoriesQuery,
  categoriesResponse,
  exchangeRatesResponse,
  goodsDetailQuery,
  goodsDetailResponse,
  goodsListQuery,
  goodsListResponse,
  searchQuery,
  searchResponse,
} from './catalogue.ts'
import {
  createOrderBody,
  createOrderResponse,
  orderDetailQuery,
  orderDetailResponse,
  orderListQuery,
  orderListResponse,
  orderQuoteQuery,
  orderQuoteResponse,
  searchOrderQuery,
  searchOrderResponse,
  shippingMethodsResponse,
} from './orders.ts'
import {
  addedOperatorResponse,
  addOperatorBody,
  adminOrderQuery,
  adminOrderResponse,
  adminProductResponse,
  adminCategoryResponse,
  categoryFields,
  categoryParams,
  categoryQuery,
  linesAdminResponse,
  updateCategoryBody,
  auditExportQuery,
  auditPageResponse,
  auditQuery,
  categoriesAdminResponse,
  operatorParams,
  operatorResponse,
  operatorRoleBody,
  operatorsResponse,
  recoveryBody,
  secondFactorResponse,
  csvResponse,
  doneResponse,
  noteAddedResponse,
  noteBody,
  operatorMeResponse,
  orderNoParams,
  orderPageResponse,
  productFields,
  productPageResponse,
  productParams,
  productQuery,
  refundBody,
  setPasswordBody,
  shipBody,
  signInBody,
  signInResponse,
  stockBody,
  removeImageBody,
  catalogueImportQuery,
  catalogueImportBody,
  catalogueImportResponse,
  catalogueImportProgressResponse,
  totpBody,
  passwordResetBody,
  passwordResetRequestBody,
  imageUpload,
  updateProductBody,
} from './admin.ts'
import {
  answerEnquiryBody,
  boxOddsBody,
  boxSeriesOneResponse,
  boxSeriesResponse,
  couponPageResponse,
  couponQuery,
  couponResponse,
  createCouponBody,
  customerDetailResponse,
  customerIdQuery,
  customerNoteBody,
  customerNoteResponse,
  customerPageResponse,
  customerQuery,
  dashboardQuery,
  dashboardResponse,
  failedMailsResponse,
  saleRuleDeletedResponse,
  saleRuleFields,
  saleRuleKey,
  saleRuleResponse,
  saleRulesResponse,
  resendMailBody,
  resendMailResponse,
  disableCustomerBody,
  enquiryPageResponse,
  enquiryQuery,
  enquiryResponse,
  publishCouponBody,
  rateQuery,
  rateResponse,
  ratesResponse,
  setRateBody,
  updateCouponBody,
} from './admin-data.ts'
import {
  addAddressBody,
  boxRegisterBody,
  clientSeedBody,
  clientSeedResponse,
  createDrawBody,
  dateOfBirthBody,
  drawResponse,
  orderDetailsQuery,
  productDetailQuery,
  productDetailResponse,
  rechargeBody,
  rechargeRecordQuery,
  rechargeRecordResponse,
  rechargeResponse,
  resaleBody,
  resaleResponse,
  userIpQuery,
  userIpResponse,
  userOrdersResponse,
  walletQuery,
  walletResponse,
} from './blindbox.ts'
import { partnershipEnquiry, partnershipResponse } from './partnership.ts'
import {
  adminReturnPageResponse,
  adminReturnQuery,
  adminReturnResponse,
  approveReturnBody,
  createReturnBody,
  receiveReturnBody,
  refundWithoutReturnBody,
  rejectReturnBody,
  returnLabelUpload,
  returnListQuery,
  returnListResponse,
  returnNoParams,
  returnOptionsQuery,
  returnOptionsResponse,
  returnPhotoResponse,
  returnPhotoUpload,
  returnPoliciesResponse,
  returnPolicyBody,
  returnPolicyParams,
  returnPolicyResponse,
  returnResponse,
  shipReplacementBody,
  warrantyOutcomeBody,
} from './returns.ts'
import { errorReportBody } from './client-errors.ts'
import { searchResultsQuery, searchResultsResponse, searchSuggestionsQuery, searchSuggestionsResponse } from './search.ts'
import {
  paymentConfigResponse,
  paymentStatusQuery,
  paymentStatusResponse,
  payOrderBody,
  payOrderResponse,
  tokenizeCardBody,
  tokenizeCardResponse,
} from './payments.ts'
import {
  wechatAuthorisedBody,
  wechatAuthorisedResponse,
  wechatAuthoriseBody,
  wechatAuthoriseResponse,
  wechatJssdkQuery,
  wechatJssdkResponse,
} from './wechat.ts'

/**
 * One call of the API: its query and body schemas and the envelope it answers. The server's
 * routes declare these same schemas; the client takes its types from here, so a path, a param
 * or a field cannot drift between the two.
 */
export interface Endpoint {
  /** The `:name` parts of the path, filled in by the client. */
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  response: z.ZodType<{ code: number; msg: string; data?: unknown; redirect_url?: string }>
}

/** Keys are `METHOD /path` under `{API_ORIGIN}/api/v1/{product}` (spec §7). */
export const shopEndpoints = {
  'GET /getscogoodslists': { query: goodsListQuery, response: goodsListResponse },
  'GET /getProductlists': { query: goodsListQuery, response: goodsListResponse },
  'GET /getgooddetail': { query: goodsDetailQuery, response: goodsDetailResponse },
  'GET /brandTypelists': { query: categoriesQuery, response: categoriesResponse },
  'GET /searchgoods': { query: searchQuery, response: searchResponse },
  'GET /exchangerate': { response: exchangeRatesResponse },

  'POST /user/login': { body: loginBody, response: sessionResponse },
  'POST /verifyReguser': { body: registerBody, response: sessionResponse },
  'POST /boxreguser': { body: registerBody, response: sessionResponse },
  'POST /sendEmailCode': { body: sendCodeBody, response: sendCodeResponse },
  'POST /verifyresetpass': { body: verifyResetBody, response: verifyResetResponse },
  'POST /user/resetpassword': { body: resetPasswordBody, response: emptyResponse },
  'GET /user/logout': { response: emptyResponse },
  'GET /user/info': { response: userInfoResponse },
  'POST /user/updateinfo': { body: accountFields, response: userInfoResponse },
  'POST /user/changepassword': { body: changePasswordBody, response: emptyResponse },
  /** The body is the JSON file itself (attachment), streamed. */
  'GET /user/export': { response: dataExportResponse },
  'GET /user/deletion': { response: deletionStatusResponse },
  'POST /user/deletion/code': { response: sendCodeResponse },
  'POST /user/delete': { body: deleteAccountBody, response: emptyResponse },

  'GET /user/addrlist': { response: addressListResponse },
  'POST /user/addaddress': { body: addressFields, response: addressResponse },
  'GET /user/editaddress': { query: addressIdQuery, response: addressResponse },
  'POST /user/storeaddress': { body: storeAddressBody, response: addressResponse },
  'POST /user/deladdress': { body: addressIdBody, response: emptyResponse },
  'GET /user/user_coupon_lists': { response: userCouponListResponse },
  'GET /user/coupon_lists': { query: usableCouponsQuery, response: userCouponListResponse },

  'GET /user/cartlists': { query: cartQuery, response: cartResponse },
  'POST /user/addcart': { body: addCartBody, response: cartResponse },
  'POST /user/updatecart': { body: updateCartBody, response: cartResponse },
  'POST /user/delcart': { body: delCartBody, response: cartResponse },
  'POST /user/cartnote': { body: cartNoteBody, response: cartResponse },
  'POST /user/mergecart': { body: mergeCartBody, response: mergeCartResponse },

  'GET /shippingmethods': { response: shippingMethodsResponse },
  'GET /user/orderquote': { query: orderQuoteQuery, response: orderQuoteResponse },
  'POST /user/createorder': { body: createOrderBody, response: createOrderResponse },
  'GET /user/orderlists': { query: orderListQuery, response: orderListResponse },
  'GET /user/orderdetail': { query: orderDetailQuery, response: orderDetailResponse },
  'POST /user/payorder': { body: payOrderBody, response: payOrderResponse },
  'GET /searchorder': { query: searchOrderQuery, response: searchOrderResponse },
  'GET /user/paymentstatus': { query: paymentStatusQuery, response: paymentStatusResponse },

  'POST /partnership': { body: partnershipEnquiry, response: partnershipResponse },

  // Returns, size exchanges and warranty claims (issue 51, contract/returns.ts).
  /** Every product line's return policy (public: product page, order page, policy page). */
  'GET /return-policies': { response: returnPoliciesResponse },
  /** What of an order of the shopper's may come back, how many, by which kind, until when. */
  'GET /user/returns/options': { query: returnOptionsQuery, response: returnOptionsResponse },
  /** The shopper's returns: one order's (order_no) or all, each with its timeline. */
  'GET /user/returns': { query: returnListQuery, response: returnListResponse },
  /** Starts a return, exchange or warranty claim; a broken rule is refused with its message, nothing written. */
  'POST /user/returns': { body: createReturnBody, response: returnResponse },
  /** The body is the image itself (its own Content-Type), at most 10 MB: a photo for a return, by its id. */
  'POST /user/returns/photos': { body: returnPhotoUpload, response: returnPhotoResponse },
} satisfies Record<string, Endpoint>

/** The vape brands' own client: `{API_ORIGIN}/api/v1/cigarette`. */
export const vapeEndpoints = {
  'GET /getgoodscategory': { query: categoriesQuery, response: categoriesResponse },
  'GET /getgoodslists': { query: goodsListQuery, response: goodsListResponse },
  'GET /getgooddetail': { query: goodsDetailQuery, response: goodsDetailResponse },
  'POST /partnership': { body: partnershipEnquiry, response: partnershipResponse },
} satisfies Record<string, Endpoint>

/** The blind-box shop: `{API_ORIGIN}/api/v1/box` (spec §7's /user/blindbox/… and the region check). */
export const boxEndpoints = {
  'GET /user/getUserIp': { query: userIpQuery, response: userIpResponse },
  'POST /boxreguser': { body: boxRegisterBody, response: sessionResponse },
  'POST /user/blindbox/birthdate': { body: dateOfBirthBody, response: emptyResponse },
  'GET /user/blindbox/productDetail': { query: productDetailQuery, response: productDetailResponse },
  'GET /user/blindbox/getuserboxAmount': { query: walletQuery, response: walletResponse },
  'GET /user/blindbox/rechargeRecord': { query: rechargeRecordQuery, response: rechargeRecordResponse },
  'POST /user/blindbox/recharge': { body: rechargeBody, response: rechargeResponse },
  'POST /user/blindbox/clientSeed': { body: clientSeedBody, response: clientSeedResponse },
  'POST /user/blindbox/createorder': { body: createDrawBody, response: drawResponse },
  'GET /user/blindbox/getUserOrders': { query: walletQuery, response: userOrdersResponse },
  'GET /user/blindbox/orderDetails': { query: orderDetailsQuery, response: drawResponse },
  'POST /user/blindbox/resale': { body: resaleBody, response: resaleResponse },
  'POST /user/blindbox/addAddress': { body: addAddressBody, response: emptyResponse },
} satisfies Record<string, Endpoint>

/** The back office: `{API_ORIGIN}/api/admin`, with the operator's own session header. */
export const adminEndpoints = {
  'POST /password': { body: setPasswordBody, response: doneResponse },
  'POST /sign-in': { body: signInBody, response: signInResponse },
  /** E-mails a one-time link to choose a new password, if an enrolled operator has the address; always the same answer. */
  'POST /password-reset': { body: passwordResetRequestBody, response: doneResponse },
  /** The link's new password, taken only with a current authenticator code; every session of the operator ends. */
  'POST /password-reset/confirm': { body: passwordResetBody, response: doneResponse },
  'POST /totp': { body: totpBody, response: secondFactorResponse },
  /** Instead of the authenticator code: one of the ten recovery codes, each good once. */
  'POST /recovery': { body: recoveryBody, response: secondFactorResponse },
  'POST /sign-out': { response: doneResponse },
  'GET /me': { response: operatorMeResponse },
  'GET /audit': { query: auditQuery, response: auditPageResponse },
  /** text/csv of every row the filter matches, oldest first; the export is itself audited. */
  'GET /audit.csv': { query: auditExportQuery, response: csvResponse },
  'GET /operators': { response: operatorsResponse },
  'POST /operators': { body: addOperatorBody, response: addedOperatorResponse },
  'POST /operators/:id/role': { params: operatorParams, body: operatorRoleBody, response: operatorResponse },
  'POST /operators/:id/disable': { params: operatorParams, response: operatorResponse },
  'POST /operators/:id/enable': { params: operatorParams, response: operatorResponse },
  /** Forgets the authenticator and recovery codes and ends the operator's sessions: they enrol again at the next sign-in. */
  'POST /operators/:id/reset-authenticator': { params: operatorParams, response: operatorResponse },

  'GET /lines': { response: linesAdminResponse },
  'GET /categories': { query: categoryQuery, response: categoriesAdminResponse },
  'POST /categories': { body: categoryFields, response: adminCategoryResponse },
  'POST /categories/:id': { params: categoryParams, body: updateCategoryBody, response: adminCategoryResponse },
  'POST /categories/:id/publish': { params: categoryParams, response: adminCategoryResponse },
  'POST /categories/:id/unpublish': { params: categoryParams, response: adminCategoryResponse },
  'GET /products': { query: productQuery, response: productPageResponse },
  /** text/csv of every product, in the import's columns. */
  'GET /products.csv': { response: csvResponse },
  /** The body is the CSV file itself (`text/csv`); a dry run unless `apply=1`. An apply with problems changes nothing (422, the problems in `data`). */
  'POST /products/import': { query: catalogueImportQuery, body: catalogueImportBody, response: catalogueImportResponse },
  /** How far the latest import has got: an apply writes in batches, and this answers between them. */
  'GET /products/import': { response: catalogueImportProgressResponse },
  'POST /products': { body: productFields, response: adminProductResponse },
  'GET /products/:id': { params: productParams, response: adminProductResponse },
  'POST /products/:id': { params: productParams, body: updateProductBody, response: adminProductResponse },
  'POST /products/:id/publish': { params: productParams, response: adminProductResponse },
  'POST /products/:id/unpublish': { params: productParams, response: adminProductResponse },
  'POST /products/:id/stock': { params: productParams, body: stockBody, response: adminProductResponse },
  /** The body is the image file itself (its own Content-Type), at most 10 MB. */
  'POST /products/:id/images': { params: productParams, body: imageUpload, response: adminProductResponse },
  /** Takes the picture off the product and deletes its files from the media host. */
  'POST /products/:id/images/remove': { params: productParams, body: removeImageBody, response: adminProductResponse },

  'GET /orders': { query: adminOrderQuery, response: orderPageResponse },
  /** text/csv of every order the filter matches (no paging). */
  'GET /orders.csv': { query: adminOrderQuery, response: csvResponse },
  'GET /orders/:order_no': { params: orderNoParams, response: adminOrderResponse },
  'POST /orders/:order_no/ship': { params: orderNoParams, body: shipBody, response: adminOrderResponse },
  'POST /orders/:order_no/cancel': { params: orderNoParams, response: adminOrderResponse },
  /** The parcel arrived: fulfilment completed, `delivered_at` recorded (return windows and warranties count from it; issue 51). */
  'POST /orders/:order_no/deliver': { params: orderNoParams, response: adminOrderResponse },
  'POST /orders/:order_no/refund': { params: orderNoParams, body: refundBody, response: adminOrderResponse },
  'POST /orders/:order_no/notes': { params: orderNoParams, body: noteBody, response: noteAddedResponse },

  // Customers, coupons, exchange rates, enquiries, blind-box odds and the dashboard.
  'GET /customers': { query: customerQuery, response: customerPageResponse },
  'GET /customers/detail': { query: customerIdQuery, response: customerDetailResponse },
  'POST /customers/disable': { body: disableCustomerBody, response: customerDetailResponse },
  'POST /customers/notes': { body: customerNoteBody, response: customerNoteResponse },
  'GET /coupons': { query: couponQuery, response: couponPageResponse },
  'POST /coupons': { body: createCouponBody, response: couponResponse },
  'POST /coupons/update': { body: updateCouponBody, response: couponResponse },
  'POST /coupons/publish': { body: publishCouponBody, response: couponResponse },
  /** Shipping zones with their countries, rate bands, dangerous-goods rules and estimates. */
  'GET /shipping-zones': { response: shippingZonesResponse },
  /** Saves a zone (its version must be the current one); a rate table with a gap or overlap is refused. */
  'POST /shipping-zones/:id': { params: shippingZoneParams, body: shippingZoneBody, response: shippingZoneResponse },
  /** Products without a weight: not sold for delivery until weighed. */
  'GET /products/unweighed': { response: unweighedProductsResponse },
  /** A product's parcel: weight, packed size, dangerous-goods class. */
  'POST /products/:id/parcel': { params: productParcelParams, body: productParcelBody, response: productParcelResponse },
  /** Every sale rule: what may be sold where, and to whom (line and country, '*' = every other country). */
  'GET /sale-rules': { response: saleRulesResponse },
  /** Creates the line's rule for the country, or replaces the one there is; the next order placement uses it. */
  'POST /sale-rules': { body: saleRuleFields, response: saleRuleResponse },
  /** Deletes a country's rule (the line's '*' rule cannot be deleted: edit it instead). */
  'POST /sale-rules/delete': { body: saleRuleKey, response: saleRuleDeletedResponse },
  'GET /rates': { query: rateQuery, response: ratesResponse },
  'POST /rates': { body: setRateBody, response: rateResponse },
  'GET /enquiries': { query: enquiryQuery, response: enquiryPageResponse },
  'POST /enquiries/answer': { body: answerEnquiryBody, response: enquiryResponse },
  'GET /box-series': { response: boxSeriesResponse },
  'POST /box-series/odds': { body: boxOddsBody, response: boxSeriesOneResponse },
  'GET /dashboard': { query: dashboardQuery, response: dashboardResponse },
  'GET /mails/failed': { response: failedMailsResponse },
  'POST /mails/resend': { body: resendMailBody, response: resendMailResponse },

  // Returns (issue 51, contract/returns.ts): the queue, the claim and the operator's actions, each audited.
  'GET /return-policies': { response: returnPoliciesResponse },
  'POST /return-policies/:key': { params: returnPolicyParams, body: returnPolicyBody, response: returnPolicyResponse },
  'GET /returns': { query: adminReturnQuery, response: adminReturnPageResponse },
  'GET /returns/:return_no': { params: returnNoParams, response: adminReturnResponse },
  /** Approves with return instructions; an exchange's replacement size is held from now. */
  'POST /returns/:return_no/approve': { params: returnNoParams, body: approveReturnBody, response: adminReturnResponse },
  /** The body is the return label PDF itself (application/pdf), at most 5 MB; not a PDF → refused. */
  'POST /returns/:return_no/label': { params: returnNoParams, body: returnLabelUpload, response: adminReturnResponse },
  'POST /returns/:return_no/reject': { params: returnNoParams, body: rejectReturnBody, response: adminReturnResponse },
  /** Refunds without the goods coming back (sending back costs more than they are worth). */
  'POST /returns/:return_no/refund-without-return': {
    params: returnNoParams,
    body: refundWithoutReturnBody,
    response: adminReturnResponse,
  },
  /** The parcel arrived and was inspected: resellable lines go back to stock, others are written off. */
  'POST /returns/:return_no/receive': { params: returnNoParams, body: receiveReturnBody, response: adminReturnResponse },
  /** Refunds a received return through the order's gateway (goods, delivery and duties in proportion: `refund`). */
  'POST /returns/:return_no/refund': { params: returnNoParams, response: adminReturnResponse },
  /** An exchange's replacement leaves as a new shipment of the order. */
  'POST /returns/:return_no/ship-replacement': { params: returnNoParams, body: shipReplacementBody, response: adminReturnResponse },
  'POST /returns/:return_no/warranty-outcome': { params: returnNoParams, body: warrantyOutcomeBody, response: adminReturnResponse },
} satisfies Record<string, Endpoint>

/** The whole shop's search: `{API_ORIGIN}/api/v1/search` (every line at once; /searchgoods is one line's). */
export const searchEndpoints = {
  'GET /results': { query: searchResultsQuery, response: searchResultsResponse },
  'GET /suggestions': { query: searchSuggestionsQuery, response: searchSuggestionsResponse },
} satisfies Record<string, Endpoint>

/** Delivery priced by destination and parcel: `{API_ORIGIN}/api/v1/delivery`. */
export const deliveryEndpoints = {
  'GET /quote': { query: deliveryQuoteQuery, response: deliveryQuoteResponse },
} satisfies Record<string, Endpoint>

/** What shoppers' pages report about themselves: `{API_ORIGIN}/api/v1/reports` (no shop token). */
export const reportEndpoints = {
  'POST /errors': { body: errorReportBody, response: emptyResponse },
} satisfies Record<string, Endpoint>

/** The shop's payment settings: `{API_ORIGIN}/api/v1/payments`. */
export const paymentsEndpoints = {
  'GET /config': { response: paymentConfigResponse },
  /** Inside WeChat: the openid is known (ready), or WeChat's authorise page to go to first. */
  'POST /wechat/authorise': { body: wechatAuthoriseBody, response: wechatAuthoriseResponse },
  /** Our callback page hands over WeChat's code and our state: the openid is kept on the account. */
  'POST /wechat/authorised': { body: wechatAuthorisedBody, response: wechatAuthorisedResponse },
  /** The JS-SDK's signed wx.config for one page (share settings). */
  'GET /wechat/jssdk': { query: wechatJssdkQuery, response: wechatJssdkResponse },
} satisfies Record<string, Endpoint>

/** The sandbox card provider beside our API (`/api/sandbox/card`): another party, no shop token. */
export const sandboxCardEndpoints = {
  'POST /tokenize': { body: tokenizeCardBody, response: tokenizeCardResponse },
} satisfies Record<string, Endpoint>

export type EndpointTable = Record<string, Endpoint>
export type ShopEndpoints = typeof shopEndpoints
export type VapeEndpoints = typeof vapeEndpoints
export type SandboxCardEndpoints = typeof sandboxCardEndpoints
export type PaymentsEndpoints = typeof paymentsEndpoints
export type SearchEndpoints = typeof searchEndpoints
export type DeliveryEndpoints = typeof deliveryEndpoints
export type ReportEndpoints = typeof reportEndpoints
export type BoxEndpoints = typeof boxEndpoints
export type AdminEndpoints = typeof adminEndpoints

/** Where each table is mounted, for the client's base URL and the server's route check. */
export const endpointTables = {
  shop: shopEndpoints,
  vape: vapeEndpoints,
  payments: paymentsEndpoints,
  search: searchEndpoints,
  delivery: deliveryEndpoints,
  reports: reportEndpoints,
  box: boxEndpoints,
  admin: adminEndpoints,
  sandboxCard: sandboxCardEndpoints,
} as const
export type EndpointTableName = keyof typeof endpointTables

/**
 * Query values as the client sends them: the parsed type of each field, optional where the
 * server fills in a default. Coerced fields accept `unknown` on input, so the output type is
 * the honest one to type against.
 */
export type QueryOf<E> = E extends { query: infer Q extends z.ZodType }
  ? { [K in keyof z.input<Q>]: K extends keyof z.output<Q> ? z.output<Q>[K] : never }
  : undefined
export type ParamsOf<E> = E extends { params: infer P extends z.ZodType } ? z.input<P> : undefined
export type BodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined
export type DataOf<E> = E extends { response: infer R extends z.ZodType }
  ? Exclude<z.output<R> extends { data?: infer D } ? D : never, undefined>
  : never
export type MethodOf<K> = K extends `${infer M extends 'GET' | 'POST'} ${string}` ? M : never
export type PathOf<K> = K extends `${'GET' | 'POST'} ${infer P}` ? P : never
