export { asksDateOfBirth, checkSale, keepDateOfBirth, minimumAge, notSoldThere } from './service.ts'
