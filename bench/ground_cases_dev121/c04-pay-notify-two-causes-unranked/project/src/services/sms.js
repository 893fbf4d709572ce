const axios = require("axios");

const client = axios.create({
  baseURL: process.env.SMS_API_BASE || "https://sms.example-provider.cn/v2",
  timeout: 3000,
  headers: { Authorization: `Bearer ${process.env.SMS_API_KEY || ""}` },
});

const TEMPLATE_PAID = "SMS_PAID_0415";

async function send(phone, template, params, attempt = 1) {
  try {
    const res = await client.post("/messages", { phone, template, params });
    return res.data.messageId;
  } catch (err) {
    const retriable = err.code === "ECONNABORTED" || (err.response && err.response.status >= 500);
    if (attempt < 3 && retriable) {
      return send(phone, template, params, attempt + 1);
    }
    throw err;
  }
}

async function sendPaidNotice(phone, orderNo) {
  return send(phone, TEMPLATE_PAID, { orderNo });
}

module.exports = { sendPaidNotice };
