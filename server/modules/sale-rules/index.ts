export {
  checkSale,
  createSaleRuleBookCache,
  judgeQuote,
  keepDateOfBirth,
  minimumAge,
  notSoldThere,
  type SaleRuleBook,
  type SaleRuleBookCache,
} from './service.ts'
