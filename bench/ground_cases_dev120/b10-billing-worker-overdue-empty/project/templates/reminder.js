const { formatJa } = require("../lib/dates");

function reminderMail(invoice) {
  return {
    from: process.env.SMTP_FROM || "billing@example.jp",
    to: invoice.customer_email,
    subject: `【お支払い期限のお知らせ】${invoice.project_name ? `${invoice.project_name} ` : ""}請求書 ${invoice.number}`,
    text: [
      "いつもお世話になっております。",
      `請求書 ${invoice.number}(${invoice.amount.toLocaleString("ja-JP")}円)のお支払い期限は ${formatJa(invoice.dueDate)} です。`,
      "行き違いでお支払い済みの場合はご容赦ください。",
    ].join("\n"),
  };
}

module.exports = { reminderMail };
