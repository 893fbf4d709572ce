const Payjp = require("payjp");

const payjp = Payjp(process.env.PAYJP_SECRET_KEY || "sk_test_placeholder", { timeout: 20000 });

/**
 * Charge a card token (tok_...) created by payjp.js on the browser.
 * PAY.JP takes JPY amounts as integers.
 */
async function createCharge({ token, amount, orderId, email }) {
  if (!Number.isInteger(amount) || amount < 50 || amount > 9999999) {
    throw new RangeError(`PAY.JP amount must be an integer between 50 and 9,999,999 yen, got ${amount}`);
  }
  const charge = await payjp.charges.create({
    card: token,
    amount,
    currency: "jpy",
    capture: true,
    description: `order ${orderId}`,
    metadata: { order_id: orderId, email },
  });
  return { id: charge.id, paid: charge.paid, amount: charge.amount };
}

async function refundCharge(chargeId, amount) {
  const charge = await payjp.charges.refund(chargeId, amount ? { amount } : {});
  return { id: charge.id, amountRefunded: charge.amount_refunded };
}

module.exports = { createCharge, refundCharge };
