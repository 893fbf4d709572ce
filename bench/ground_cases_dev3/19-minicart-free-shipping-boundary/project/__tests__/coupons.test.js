const { bestCoupon } = require("../src/cart/coupons");

test("drops nulls", () => {
  expect(bestCoupon([1, null])).toEqual([1]);
});
