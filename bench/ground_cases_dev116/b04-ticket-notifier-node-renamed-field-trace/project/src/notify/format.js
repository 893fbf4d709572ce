function subjectFor(payload) {
  const prefix = payload.priority === "緊急" ? "【緊急】" : "";
  switch (payload.kind) {
    case "assigned":
      return `${prefix}チケット #${payload.ticketId} が割り当てられました`;
    case "commented":
      return `${prefix}#${payload.ticketId} に新しいコメント`;
    default:
      return `${prefix}#${payload.ticketId} が更新されました`;
  }
}

function formatRecipient(payload) {
  return `"${payload.user.name}" <${payload.user.email}>`;
}

function bodyFor(payload) {
  return [
    `${payload.actorName} さんが操作しました。`,
    "",
    `タイトル: ${payload.title}`,
    `優先度: ${payload.priority}`,
    ...(payload.excerpt ? ["", `> ${payload.excerpt}`] : []),
    "",
    payload.url,
  ].join("\n");
}

module.exports = { subjectFor, formatRecipient, bodyFor };
