const express = require("express");
const Stripe = require("stripe");
const { getProduct, findOrderBySession } = require("../lib/orders");

const stripe = Stripe(process.env.STRIPE_SECRET_KEY);
const router = express.Router();

async function withRetry(fn, attempts = 3) {
  let lastErr;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (err) {
      lastErr = err;
      if (err.type !== "StripeConnectionError" && err.statusCode !== 429) throw err;
      await new Promise((r) => setTimeout(r, 300 * (i + 1)));
    }
  }
  throw lastErr;
}

router.post("/checkout", async (req, res, next) => {
  try {
    const product = await getProduct(req.body.sku);
    if (!product || product.stock <= 0) return res.status(409).json({ error: "sold out" });
    const session = await withRetry(() =>
      stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [{ price: product.priceId, quantity: 1 }],
        shipping_address_collection: { allowed_countries: ["DE", "AT", "CH", "NL", "FR"] },
        success_url: `${process.env.BASE_URL}/success.html?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${process.env.BASE_URL}/`,
        metadata: { sku: product.sku },
      })
    );
    res.json({ url: session.url });
  } catch (err) {
    next(err);
  }
});

router.get("/order-status", async (req, res) => {
  const order = await findOrderBySession(req.query.session_id);
  if (!order) return res.status(404).json({ status: "unknown" });
  res.json({ status: "paid", number: order.number });
});

module.exports = router;
