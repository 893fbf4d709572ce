const pad = (n) => String(n).padStart(2, "0");

export function fmtDate(d) {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function shortDate(d) {
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

export function renderSubject({ start, end }) {
  const last = new Date(end.getTime() - 1);
  return `【周报】${shortDate(start)}-${shortDate(last)}`;
}

export function renderBody(stats, { start, end }) {
  const rows = [
    ["订单数", stats.orders],
    ["GMV（元）", stats.gmv.toLocaleString("zh-CN", { minimumFractionDigits: 2 })],
    ["新注册", stats.signups],
    ["退款单", stats.refunds],
  ];
  const tr = rows.map(([k, v]) => `<tr><td>${k}</td><td align="right">${v}</td></tr>`).join("");
  return `
    <p>上周（${fmtDate(start)} 起）数据如下：</p>
    <table border="1" cellpadding="6" cellspacing="0">${tr}</table>
    <p style="color:#888">本邮件由 weekly-report 自动发送，数据截至 ${fmtDate(end)} 00:00。</p>
  `;
}

export function percent(part, whole) {
  if (!whole) return "-";
  return `${((part / whole) * 100).toFixed(1)}%`;
}
