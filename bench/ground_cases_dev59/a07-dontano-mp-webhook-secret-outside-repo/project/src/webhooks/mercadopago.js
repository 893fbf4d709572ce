import crypto from "node:crypto";
import { MercadoPagoConfig, Payment } from "mercadopago";
import { config } from "../config.js";
import { marcarPagado } from "../pedidos.js";

const cliente = new MercadoPagoConfig({ accessToken: config.mp.accessToken });

/**
 * Verifica la firma x-signature según la doc de Mercado Pago:
 * manifest = "id:<data.id>;request-id:<x-request-id>;ts:<ts>;" firmado con HMAC-SHA256 y la clave secreta.
 */
export function firmaValida({ firma, requestId, dataId, secreto }) {
  if (!firma) return false;
  const partes = Object.fromEntries(firma.split(",").map((p) => p.trim().split("=")));
  const manifest = `id:${String(dataId).toLowerCase()};request-id:${requestId};ts:${partes.ts};`;
  const esperado = crypto.createHmac("sha256", secreto).update(manifest).digest("hex");
  if (!partes.v1 || partes.v1.length !== esperado.length) return false;
  return crypto.timingSafeEqual(Buffer.from(partes.v1), Buffer.from(esperado));
}

export async function webhookMercadoPago(req, res) {
  const dataId = req.query["data.id"] ?? req.body?.data?.id;
  const requestId = req.get("x-request-id");
  if (!firmaValida({ firma: req.get("x-signature"), requestId, dataId, secreto: config.mp.webhookSecret })) {
    console.warn(`[mp-webhook] firma inválida x-request-id=${requestId} data.id=${dataId}`);
    return res.status(401).send("firma inválida");
  }
  if (req.body?.type !== "payment") return res.sendStatus(200);

  const pago = await new Payment(cliente).get({ id: dataId });
  if (pago.status === "approved") {
    marcarPagado(pago.external_reference, pago.id);
    console.info(`[mp-webhook] pedido ${pago.external_reference} pagado (${pago.id})`);
  }
  res.sendStatus(200);
}
