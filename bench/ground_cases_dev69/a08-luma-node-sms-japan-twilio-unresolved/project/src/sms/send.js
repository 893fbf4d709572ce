const twilio = require("twilio");

const client = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);

// All SMS go through one Twilio Messaging Service; its sender pool (configured in the
// Twilio console) decides which number or sender ID is used per destination country.
async function sendSms(to, body) {
  const message = await client.messages.create({
    to,
    body,
    messagingServiceSid: process.env.TWILIO_MESSAGING_SERVICE_SID,
  });
  return message.sid;
}

module.exports = { sendSms };
