export type Atendimento = {
  id: string;
  clienteId: string;
  profissional: string;
  valorServicos: number; // em reais
  valorProdutos: number;
  gorjeta: number;
  realizadoEm: Date;
  aniversarioCliente?: string; // "MM-DD"
};

export type Lancamento = {
  id: string;
  clienteId: string;
  pontos: number; // positivo = crédito, negativo = resgate
  motivo: "atendimento" | "aniversario" | "resgate" | "ajuste";
  lancadoEm: Date;
  venceEm: Date | null;
};
