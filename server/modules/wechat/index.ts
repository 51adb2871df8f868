// WeChat's official account: the shopper's openid (web authorisation) and the JS-SDK's jsapi_ticket.

export { officialAccount, type OfficialAccount } from './official-account.ts'
export { wechatRoutes } from './routes.ts'
export { openidOf, pruneAuthStates, refreshJsapiTicket } from './service.ts'
