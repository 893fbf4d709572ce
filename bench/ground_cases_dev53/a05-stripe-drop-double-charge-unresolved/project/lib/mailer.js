const nodemailer = require("nodemailer");
const { getProduct } = require("./orders");

const transport = nodemailer.createTransport({
  host: process.env.SMTP_HOST,
  port: 587,
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
});

function euros(cents) {
  return (cents / 100).toFixed(2).replace(".", ",") + " €";
}

async function sendConfirmation(order) {
  const product = await getProduct(order.sku);
  const lines = [
    `Hi ${order.name || "there"},`,
    "",
    `thanks for your order #${order.number}: ${product.title} (${product.size}).`,
    `Total paid: ${euros(order.amount)}`,
    "",
    "We ship within 5 working days and will send you the tracking link.",
    "",
    "Mila & Tom - printdrop",
  ];
  await transport.sendMail({
    from: '"printdrop" <hello@printdrop.shop>',
    to: order.email,
    subject: `Your printdrop order #${order.number}`,
    text: lines.join("\n"),
  });
}

module.exports = { sendConfirmation };
