// Configuración leída del entorno (en producción: /etc/pizzeria/pedidos.env vía systemd)
function requerida(nombre) {
  const valor = process.env[nombre];
  if (!valor) {
    throw new Error(`Falta la variable de entorno ${nombre}`);
  }
  return valor;
}

export const config = {
  puerto: Number(process.env.PORT ?? 3000),
  dbPath: process.env.DB_PATH ?? "pedidos.db",
  mp: {
    // token de producción (APP_USR-...), no el de prueba (TEST-...)
    // la clave secreta sale de Tus integraciones > Webhooks > Clave secreta
    accessToken: requerida("MP_ACCESS_TOKEN"),
    webhookSecret: requerida("MP_WEBHOOK_SECRET"),
  },
  // la cocina abre 19:30, el local está en Rosario
  zonaHoraria: "America/Argentina/Buenos_Aires",
  horario: { abre: "19:30", cierra: "00:30" },
  envio: {
    // costo de envío en pesos por zona (lo actualiza Tano cuando sube la nafta)
    centro: 1800,
    pichincha: 2200,
    fisherton: 3500,
  },
  // minutos que la pantalla de cocina muestra un pedido en amarillo antes de ponerlo en rojo
  alertaCocinaMin: Number(process.env.ALERTA_COCINA_MIN ?? 25),
};
