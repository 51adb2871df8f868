// All of the orders module's SQL, by concern; every query takes the database first.
//
// Lock order, the same in every module (DESIGN §5):
//   user → goods (in id order) → user coupon → cart lines
// Placing an order and every cart change lock the user row first, then goods rows in id order,
// and touch cart lines last; releasing an order locks the order row, then goods in id order,
// then its coupon (no user lock: it never touches a cart). Taken in one order, two transactions
// can never wait on each other in a cycle (PostgreSQL's 40P01 deadlock). Placing an order is one
// call (placeOrderAtOnce, migration 0028's place_order): the user, then the cart's goods in id
// order, then goods, order, lines, coupon and cart lines written; it adds no lock out of order.

export * from './checkout.ts'
export * from './orders.ts'
export * from './payments.ts'
