export async function importMembers(file, encoding) {
  const body = new FormData();
  body.append("file", file);
  body.append("encoding", encoding);
  const res = await fetch("/api/import/members", { method: "POST", body });
  const json = await res.json();
  if (!res.ok) {
    throw new Error(json.message ?? "取り込みに失敗しました");
  }
  return json;
}
