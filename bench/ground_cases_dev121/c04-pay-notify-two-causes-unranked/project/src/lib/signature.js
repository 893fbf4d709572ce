const crypto = require("crypto");

const API_V3_KEY = process.env.WECHAT_API_V3_KEY || "";
const PLATFORM_SECRET = process.env.WECHAT_NOTIFY_SECRET || "";

// Checks the Wechatpay-Signature header against timestamp + nonce + body.
function verifySignature(headers, body) {
  const timestamp = headers["wechatpay-timestamp"];
  const nonce = headers["wechatpay-nonce"];
  const signature = headers["wechatpay-signature"];
  if (!timestamp || !nonce || !signature) {
    return false;
  }
  const expected = crypto
    .createHmac("sha256", PLATFORM_SECRET)
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .digest("base64");
  return expected === signature;
}

// resource is AES-256-GCM encrypted with the API v3 key.
function decryptResource(resource) {
  const data = Buffer.from(resource.ciphertext, "base64");
  const authTag = data.subarray(data.length - 16);
  const cipherText = data.subarray(0, data.length - 16);
  const decipher = crypto.createDecipheriv("aes-256-gcm", API_V3_KEY, resource.nonce);
  decipher.setAuthTag(authTag);
  decipher.setAAD(Buffer.from(resource.associated_data || ""));
  const plain = Buffer.concat([decipher.update(cipherText), decipher.final()]);
  return JSON.parse(plain.toString("utf8"));
}

module.exports = { verifySignature, decryptResource };
