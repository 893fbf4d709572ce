import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";

import type { AttendanceRow } from "../api";

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

interface Props {
  byDept: Record<string, AttendanceRow[]>;
}

export function OvertimeChart({ byDept }: Props) {
  const labels = Object.keys(byDept);
  const data = {
    labels,
    datasets: [
      {
        label: "残業（時間）",
        data: labels.map((d) => byDept[d].reduce((s, r) => s + r.overtimeMinutes, 0) / 60),
      },
    ],
  };
  return <Bar data={data} options={{ animation: false, responsive: true }} />;
}
