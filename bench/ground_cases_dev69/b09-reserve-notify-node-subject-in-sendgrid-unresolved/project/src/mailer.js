import sgMail from "@sendgrid/mail";

sgMail.setApiKey(process.env.SENDGRID_API_KEY ?? "");

/**
 * 予約確認メール。件名・本文は SendGrid の Dynamic Template 側で管理している
 * （デザイナーが管理画面で編集するため）。ここでは差し込む値だけ渡す。
 */
export async function sendConfirmMail(reservation) {
  await sgMail.send({
    to: reservation.email,
    from: { email: process.env.SENDGRID_FROM, name: "Salon Reserve" },
    replyTo: process.env.SENDGRID_REPLY_TO ?? "support@example-salon.jp",
    templateId: process.env.SENDGRID_TEMPLATE_CONFIRM,
    dynamicTemplateData: {
      name: reservation.customerName,
      shop: reservation.shopName,
      start_at: reservation.startAt,
      menu: reservation.menuName,
      detail_url: reservation.detailUrl,
    },
  });
}

export async function sendCancelMail(reservation) {
  await sgMail.send({
    to: reservation.email,
    from: { email: process.env.SENDGRID_FROM, name: "Salon Reserve" },
    templateId: process.env.SENDGRID_TEMPLATE_CANCEL,
    dynamicTemplateData: {
      name: reservation.customerName,
      shop: reservation.shopName,
      start_at: reservation.startAt,
    },
  });
}
