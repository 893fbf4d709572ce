import twilio from "twilio";
import { formatStartAt, render } from "./templates.js";

const client = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);

/** 日本の携帯番号（090-1234-5678）を E.164（+819012345678）に。 */
export function toE164(phone) {
  const digits = phone.replace(/[^0-9]/g, "");
  return digits.startsWith("0") ? `+81${digits.slice(1)}` : `+${digits}`;
}

export async function sendConfirmSms(reservation) {
  const body = render("confirm", {
    name: reservation.customerName,
    shop: reservation.shopName,
    startAt: formatStartAt(reservation.startAt),
    url: reservation.detailUrl,
  });
  return client.messages.create({ to: toE164(reservation.phone), from: process.env.TWILIO_FROM, body });
}

export async function sendReminderSms(reservation) {
  const body = render("reminder", {
    shop: reservation.shopName,
    startAt: formatStartAt(reservation.startAt),
  });
  return client.messages.create({ to: toE164(reservation.phone), from: process.env.TWILIO_FROM, body });
}
