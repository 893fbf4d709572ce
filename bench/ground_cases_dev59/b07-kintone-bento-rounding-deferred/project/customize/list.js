import { F } from "./fields.js";

const STATUS_COLORS = {
  受付: "#1e88e5",
  調理中: "#fb8c00",
  配達中: "#8e24aa",
  完了: "#9e9e9e",
};

function todayStr() {
  const d = new Date();
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${mm}-${dd}`;
}

kintone.events.on("app.record.index.show", (event) => {
  if (event.viewType !== "list") return event;
  const statusCells = kintone.app.getFieldElements(F.status) || [];
  const dateCells = kintone.app.getFieldElements(F.deliveryDate) || [];
  const today = todayStr();
  event.records.forEach((record, i) => {
    if (record[F.deliveryDate].value === today && dateCells[i]) {
      dateCells[i].closest("tr").style.backgroundColor = "#ffebee"; // 今日配達
    }
    const cell = statusCells[i];
    if (!cell) return;
    const color = STATUS_COLORS[record[F.status].value];
    if (color) {
      cell.style.color = color;
      cell.style.fontWeight = "bold";
    }
  });
  return event;
});

export { todayStr };
