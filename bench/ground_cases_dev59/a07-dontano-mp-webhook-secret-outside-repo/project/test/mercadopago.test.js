import assert from "node:assert/strict";
import crypto from "node:crypto";
import { test } from "node:test";

process.env.MP_ACCESS_TOKEN ??= "TEST-token";
process.env.MP_WEBHOOK_SECRET ??= "secreto-de-prueba";
const { firmaValida } = await import("../src/webhooks/mercadopago.js");

function firmar(secreto, dataId, requestId, ts) {
  const v1 = crypto.createHmac("sha256", secreto).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest("hex");
  return `ts=${ts},v1=${v1}`;
}

test("acepta una firma correcta", () => {
  const firma = firmar("secreto-de-prueba", "123456", "req-1", "1742505638683");
  assert.equal(firmaValida({ firma, requestId: "req-1", dataId: "123456", secreto: "secreto-de-prueba" }), true);
});

test("rechaza una firma hecha con otra clave", () => {
  const firma = firmar("otra-clave", "123456", "req-1", "1742505638683");
  assert.equal(firmaValida({ firma, requestId: "req-1", dataId: "123456", secreto: "secreto-de-prueba" }), false);
});

test("rechaza si falta la firma", () => {
  assert.equal(firmaValida({ firma: undefined, requestId: "req-1", dataId: "1", secreto: "x" }), false);
});

test("el id alfanumérico va en minúsculas", () => {
  const firma = firmar("s", "abc123", "req-2", "1");
  assert.equal(firmaValida({ firma, requestId: "req-2", dataId: "ABC123", secreto: "s" }), true);
});
