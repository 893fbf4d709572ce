const PRIORITY_LABEL = { 1: "緊急", 2: "高", 3: "中", 4: "低" };

function truncate(text, max) {
  const chars = Array.from(text || "");
  return chars.length > max ? chars.slice(0, max).join("") + "…" : chars.join("");
}

function buildPayload(event) {
  const { ticket, actor } = event;
  return {
    kind: event.type,
    ticketId: ticket.id,
    title: ticket.title,
    priority: PRIORITY_LABEL[ticket.priority] || "中",
    owner: ticket.assignee,
    actorName: actor ? actor.name : "system",
    excerpt: event.comment ? truncate(event.comment.body, 100) : null,
    url: `${process.env.APP_URL || "https://tickets.example.jp"}/t/${ticket.id}`,
  };
}

module.exports = { buildPayload, PRIORITY_LABEL };
