import { addMonths } from "date-fns";
import type { Atendimento, Lancamento } from "./tipos";
import { TZ_SALAO } from "./tempo";

export const PONTOS_POR_REAL = 1; // 1 ponto a cada R$ 1,00 gasto
export const VALIDADE_MESES = 6;
export const BONUS_ANIVERSARIO = 50;

/**
 * Valor que gera pontos: serviços + produtos.
 * A gorjeta vai inteira para a profissional e não conta para a fidelidade.
 */
export function valorElegivel(a: Atendimento): number {
  return a.valorServicos + a.valorProdutos;
}

export function ehMesDeAniversario(a: Atendimento): boolean {
  if (!a.aniversarioCliente) return false;
  const mes = new Intl.DateTimeFormat("en-CA", { timeZone: TZ_SALAO, month: "2-digit" }).format(a.realizadoEm);
  return a.aniversarioCliente.startsWith(mes);
}

export function calcularPontos(a: Atendimento): number {
  const base = valorElegivel(a) * PONTOS_POR_REAL;
  const bonus = ehMesDeAniversario(a) ? BONUS_ANIVERSARIO : 0;
  return Math.round(base) + bonus;
}

/** Os pontos vencem às 23:59 do último dia, 6 meses depois, no horário de Brasília. */
export function dataExpiracao(lancadoEm: Date): Date {
  const vence = addMonths(lancadoEm, VALIDADE_MESES);
  vence.setUTCHours(23, 59, 59, 999);
  return vence;
}

export function lancamentoDoAtendimento(a: Atendimento): Omit<Lancamento, "id"> {
  return {
    clienteId: a.clienteId,
    pontos: calcularPontos(a),
    motivo: "atendimento",
    lancadoEm: a.realizadoEm,
    venceEm: dataExpiracao(a.realizadoEm),
  };
}

/** Saldo válido em `agora`: créditos não vencidos menos resgates. */
export function saldo(lancamentos: Lancamento[], agora: Date): number {
  return lancamentos
    .filter((l) => l.pontos < 0 || (l.venceEm !== null && l.venceEm > agora))
    .reduce((total, l) => total + l.pontos, 0);
}
