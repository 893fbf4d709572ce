import { fromZonedTime, toZonedTime } from "date-fns-tz";

/** Fuso do salão (Campinas/SP). */
export const TZ_SALAO = process.env.TZ_SALAO ?? "America/Sao_Paulo";

/** "Agora" no relógio da recepção. */
export function agoraNoSalao(): Date {
  return toZonedTime(new Date(), TZ_SALAO);
}

/** Meia-noite de hoje no horário de Brasília, como instante UTC. */
export function inicioDoDiaNoSalao(data: Date): Date {
  const local = toZonedTime(data, TZ_SALAO);
  local.setHours(0, 0, 0, 0);
  return fromZonedTime(local, TZ_SALAO);
}

/** 23:59:59.999 do dia no horário de Brasília, como instante UTC. */
export function fimDoDiaNoSalao(data: Date): Date {
  const local = toZonedTime(data, TZ_SALAO);
  local.setHours(23, 59, 59, 999);
  return fromZonedTime(local, TZ_SALAO);
}

export function formatarDataBR(data: Date): string {
  return new Intl.DateTimeFormat("pt-BR", {
    timeZone: TZ_SALAO,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(data);
}

export function formatarReais(valor: number): string {
  return valor.toLocaleString("pt-BR", { style: "currency", currency: "BRL" });
}
