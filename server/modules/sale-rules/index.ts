export { checkSale, judgeQuote, keepDateOfBirth, minimumAge, notSoldThere } from './service.ts'
