// SMS bodies. Keep them short: one GSM-7 segment is 160 characters, UCS-2 only 70.

function otpMessage(code, locale = "en") {
  switch (locale) {
    case "de":
      return `Ihr Luma-Code: ${code}. Gültig für 5 Minuten.`;
    case "ja":
      return `Luma認証コード：${code}（5分間有効）`;
    default:
      return `Your Luma code is ${code}. It expires in 5 minutes.`;
  }
}

module.exports = { otpMessage };
