import type { messagingApi } from "@line/bot-sdk";
import { config } from "../config.js";
import { formatJst } from "../lib/time.js";
import type { Appointment } from "../db.js";

type Msg = messagingApi.Message;

export function dayBeforeMessage(a: Appointment): Msg {
  return {
    type: "text",
    text: [
      `${a.patientName} 様`,
      `明日 ${formatJst(a.startsAt)} にご予約をいただいております。`,
      `担当：${a.doctorName}`,
      "",
      "ご来院をお待ちしております。",
      `ご予約の変更はお電話でお願いします（${config.clinicPhone}）`,
      `${config.clinicName}`,
    ].join("\n"),
  };
}

export function sameDayMessage(a: Appointment): Msg {
  return {
    type: "text",
    text: [
      `${a.patientName} 様`,
      `本日 ${formatJst(a.startsAt)} のご予約のお知らせです。`,
      "保険証・診察券をお持ちください。",
      `ご予約の変更はお電話でお願いします（${config.clinicPhone}）`,
      `${config.clinicName}`,
    ].join("\n"),
  };
}

export function cancelledMessage(a: Appointment): Msg {
  return {
    type: "text",
    text: `${a.patientName} 様\n${formatJst(a.startsAt)} のご予約のキャンセルを承りました。`,
  };
}
