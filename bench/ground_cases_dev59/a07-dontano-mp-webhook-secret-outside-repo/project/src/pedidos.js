import Database from "better-sqlite3";
import { config } from "./config.js";

const db = new Database(config.dbPath);

export const ESTADOS = {
  PENDIENTE_PAGO: "pendiente de pago",
  EN_COCINA: "en cocina",
  EN_CAMINO: "en camino",
  ENTREGADO: "entregado",
  CANCELADO: "cancelado",
};

export function crearPedido({ cliente, telefono, items, total }) {
  const info = db
    .prepare("INSERT INTO pedidos (cliente, telefono, items, total, estado) VALUES (?, ?, ?, ?, ?)")
    .run(cliente, telefono, JSON.stringify(items), total, ESTADOS.PENDIENTE_PAGO);
  return info.lastInsertRowid;
}

export function marcarPagado(pedidoId, pagoId) {
  db.prepare("UPDATE pedidos SET estado = ?, mp_pago_id = ? WHERE id = ? AND estado = ?")
    .run(ESTADOS.EN_COCINA, String(pagoId), Number(pedidoId), ESTADOS.PENDIENTE_PAGO);
}

export function pendientesDePago(desde) {
  return db
    .prepare("SELECT * FROM pedidos WHERE estado = ? AND creado_en >= ? ORDER BY id")
    .all(ESTADOS.PENDIENTE_PAGO, desde);
}

export function pantallaCocina() {
  return db.prepare("SELECT * FROM pedidos WHERE estado IN (?, ?) ORDER BY id").all(ESTADOS.PENDIENTE_PAGO, ESTADOS.EN_COCINA);
}
