import { describe, expect, it } from "vitest";
import { calcularPontos, dataExpiracao, saldo } from "../lib/pontos";
import type { Atendimento } from "../lib/tipos";

const base: Atendimento = {
  id: "a1",
  clienteId: "c1",
  profissional: "Jéssica",
  valorServicos: 80,
  valorProdutos: 0,
  gorjeta: 0,
  realizadoEm: new Date("2025-03-10T15:00:00-03:00"),
};

describe("calcularPontos", () => {
  it("dá 1 ponto por real", () => {
    expect(calcularPontos(base)).toBe(80);
  });

  it("não dá pontos pela gorjeta", () => {
    expect(calcularPontos({ ...base, valorServicos: 50, gorjeta: 8 })).toBe(50);
  });

  it("soma o bônus no mês de aniversário", () => {
    expect(calcularPontos({ ...base, aniversarioCliente: "03-22" })).toBe(130);
  });
});

describe("dataExpiracao", () => {
  it("vence 6 meses depois", () => {
    expect(dataExpiracao(base.realizadoEm).getUTCMonth()).toBe(8);
  });
});

describe("saldo", () => {
  it("ignora créditos vencidos", () => {
    const agora = new Date("2025-10-01T12:00:00Z");
    const l = [
      { id: "1", clienteId: "c1", pontos: 80, motivo: "atendimento" as const, lancadoEm: agora, venceEm: new Date("2025-09-30T23:59:59Z") },
      { id: "2", clienteId: "c1", pontos: 40, motivo: "atendimento" as const, lancadoEm: agora, venceEm: new Date("2026-01-01T00:00:00Z") },
    ];
    expect(saldo(l, agora)).toBe(40);
  });
});
