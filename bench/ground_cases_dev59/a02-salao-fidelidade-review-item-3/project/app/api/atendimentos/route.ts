import { NextResponse } from "next/server";
import { prisma } from "@/lib/db";
import { lancamentoDoAtendimento } from "@/lib/pontos";
import type { Atendimento } from "@/lib/tipos";

export async function POST(req: Request) {
  const body = await req.json();
  const atendimento: Atendimento = {
    id: crypto.randomUUID(),
    clienteId: body.clienteId,
    profissional: body.profissional,
    valorServicos: Number(body.valorServicos),
    valorProdutos: Number(body.valorProdutos ?? 0),
    gorjeta: Number(body.gorjeta ?? 0),
    realizadoEm: new Date(),
    aniversarioCliente: body.aniversarioCliente,
  };
  if (!atendimento.clienteId || Number.isNaN(atendimento.valorServicos)) {
    return NextResponse.json({ erro: "Cliente e valor do serviço são obrigatórios" }, { status: 400 });
  }
  await prisma.atendimento.create({ data: atendimento });
  const lancamento = await prisma.lancamento.create({ data: lancamentoDoAtendimento(atendimento) });
  return NextResponse.json({ pontos: lancamento.pontos, venceEm: lancamento.venceEm }, { status: 201 });
}
