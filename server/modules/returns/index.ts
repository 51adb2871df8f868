// The returns module as the rest of the server uses it (app.ts, the back office, scheduled jobs).

export { returnRoutes } from './routes.ts'
export { returnFilesOf } from './files.ts'
export { listPolicies, savePolicy } from './policies.ts'
export {
  approveReturn,
  attachLabel,
  expireApprovedReturns,
  receiveReturn,
  refundReturn,
  refundWithoutReturn,
  rejectReturn,
  returnDetail,
  returnQueue,
  shipReplacement,
  warrantyOutcome,
} from './operator.ts'
export { fill as returnMessage, messages as returnMessages } from './messages.ts'
export type { ReturnFiles, ReturnsOperatorContext } from './context.ts'
