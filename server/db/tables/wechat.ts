/** A shopper's openid for one official-account app id (WeChat's web authorisation). Never sent to the browser. */
export interface WechatOpenidTable {
  user_id: number
  app_id: string
  openid: string
  created_at: Date
}

/** One web authorisation under way: its `state`'s SHA-256, whose it is and what it pays; used once. */
export interface WechatAuthStateTable {
  state_hash: string
  user_id: number
  app_id: string
  target: 'order' | 'topup'
  target_no: string
  /** The order's shop line (sco, vape…); null for a top-up. */
  line: string | null
  expires_at: Date
  used_at: Date | null
}

/** The official account's jsapi_ticket, one per app id for the whole fleet. */
export interface WechatJsapiTicketTable {
  app_id: string
  ticket: string
  expires_at: Date
  fetched_at: Date
}
