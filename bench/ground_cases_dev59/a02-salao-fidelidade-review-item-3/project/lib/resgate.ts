import type { Lancamento } from "./tipos";
import { saldo } from "./pontos";

/** Catálogo de prêmios (pontos necessários). */
export const PREMIOS = {
  escova: 150,
  hidratacao: 250,
  manicure: 120,
  "corte-feminino": 400,
} as const;

export type Premio = keyof typeof PREMIOS;

export class SaldoInsuficiente extends Error {
  constructor(public faltam: number) {
    super(`Saldo insuficiente: faltam ${faltam} pontos`);
  }
}

export function resgatar(lancamentos: Lancamento[], premio: Premio, agora: Date): Omit<Lancamento, "id"> {
  const custo = PREMIOS[premio];
  const disponivel = saldo(lancamentos, agora);
  if (disponivel < custo) throw new SaldoInsuficiente(custo - disponivel);
  return {
    clienteId: lancamentos[0]?.clienteId ?? "",
    pontos: -custo,
    motivo: "resgate",
    lancadoEm: agora,
    venceEm: null,
  };
}

export function premiosDisponiveis(lancamentos: Lancamento[], agora: Date): Premio[] {
  const s = saldo(lancamentos, agora);
  return (Object.keys(PREMIOS) as Premio[]).filter((p) => PREMIOS[p] <= s);
}
