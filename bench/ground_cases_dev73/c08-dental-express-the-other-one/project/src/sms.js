const GATEWAY = process.env.SMS_GATEWAY_URL || 'https://sms.example.cn/api/send';

async function sendSms(phone, text) {
  const res = await fetch(GATEWAY, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': process.env.SMS_API_KEY || '' },
    body: JSON.stringify({ phone, text }),
  });
  if (!res.ok) {
    throw new Error(`sms gateway answered ${res.status}`);
  }
}

module.exports = { sendSms };
