function ts() {
  return new Date().toLocaleString("sv-SE", { timeZone: "Asia/Shanghai" });
}

export const logger = {
  info: (msg: string) => console.log(`[${ts()}] INFO ${msg}`),
  warn: (msg: string) => console.warn(`[${ts()}] WARN ${msg}`),
  error: (msg: string) => console.error(`[${ts()}] ERROR ${msg}`),
};
