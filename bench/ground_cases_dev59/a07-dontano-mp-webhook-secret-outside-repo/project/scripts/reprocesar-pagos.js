// Uso: node scripts/reprocesar-pagos.js 2025-07-08
// Busca en Mercado Pago el pago de cada pedido "pendiente de pago" desde la fecha dada y,
// si está aprobado, lo pasa a cocina. Sirve cuando los webhooks fallaron (p. ej. clave secreta cambiada).
import { MercadoPagoConfig, Payment } from "mercadopago";
import { config } from "../src/config.js";
import { marcarPagado, pendientesDePago } from "../src/pedidos.js";

const desde = process.argv[2];
if (!desde) {
  console.error("Indicá la fecha desde la que reprocesar, p. ej. 2025-07-08");
  process.exit(1);
}

const pagos = new Payment(new MercadoPagoConfig({ accessToken: config.mp.accessToken }));
let aprobados = 0;

for (const pedido of pendientesDePago(desde)) {
  const { results } = await pagos.search({ options: { external_reference: String(pedido.id) } });
  const aprobado = results?.find((p) => p.status === "approved");
  if (aprobado) {
    marcarPagado(pedido.id, aprobado.id);
    aprobados += 1;
    console.info(`pedido ${pedido.id}: pagado (${aprobado.id})`);
  } else {
    console.info(`pedido ${pedido.id}: sin pago aprobado, queda pendiente`);
  }
}

console.info(`${aprobados} pedido(s) pasados a cocina.`);
if (aprobados > 0) {
  console.info("Avisale a la cocina antes de que aparezcan en pantalla: muchos ya se entregaron.");
}
