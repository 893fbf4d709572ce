'use strict';

const sgMail = require('@sendgrid/mail');
const { displayMoney } = require('../lib/money');

sgMail.setApiKey(process.env.SENDGRID_API_KEY || '');

const FROM = { email: 'orders@northwind-goods.example', name: 'Northwind Goods' };

/** Order confirmation through the SendGrid dynamic template (handlebars). */
async function sendOrderConfirmation(order, customer) {
  const msg = {
    to: customer.email,
    from: FROM,
    templateId: process.env.SENDGRID_ORDER_TEMPLATE_ID,
    dynamicTemplateData: {
      first_name: customer.firstName,
      order_number: order.number,
      total: displayMoney(order.totalCents, order.currency),
      items: order.items.map((i) => ({ name: i.name, quantity: i.quantity })),
    },
  };
  const [response] = await sgMail.send(msg);
  return response.statusCode;
}

async function sendShippingNotice(order, customer, trackingUrl) {
  const [response] = await sgMail.send({
    to: customer.email,
    from: FROM,
    subject: `Your order ${order.number} is on its way`,
    text: `Hi ${customer.firstName}, track your parcel here: ${trackingUrl}`,
  });
  return response.statusCode;
}

module.exports = { sendOrderConfirmation, sendShippingNotice };
