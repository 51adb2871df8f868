// The address book as the rest of the server uses it (mounted by the account routes).

export { addressRoutes } from './routes.ts'
export { checkedAddress, checkSavedAddress } from './rules.ts'
