import express from "express";
import { config } from "./config.js";
import { crearPedido, pantallaCocina } from "./pedidos.js";
import { webhookMercadoPago } from "./webhooks/mercadopago.js";

const app = express();
app.use(express.json());

app.post("/pedidos", (req, res) => {
  const { cliente, telefono, items, total } = req.body;
  if (!cliente || !Array.isArray(items) || items.length === 0) {
    return res.status(400).json({ error: "Pedido incompleto" });
  }
  res.status(201).json({ id: crearPedido({ cliente, telefono, items, total }) });
});

app.get("/cocina", (_req, res) => res.json(pantallaCocina()));
app.post("/webhooks/mercadopago", webhookMercadoPago);

app.listen(config.puerto, () => console.info(`Pedidos escuchando en :${config.puerto}`));
