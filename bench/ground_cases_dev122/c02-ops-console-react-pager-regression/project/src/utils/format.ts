export function formatRole(role: string): string {
  switch (role) {
    case "admin":
      return "管理员";
    case "staff":
      return "员工";
    default:
      return "只读";
  }
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString("zh-CN");
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${mm}-${dd}`;
}
