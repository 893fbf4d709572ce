import { useEffect, useRef } from "react";
import { Chart } from "chart.js/auto";
import { fetchRevenue } from "../api/client";

export function ReportsPage() {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let chart: Chart | undefined;
    fetchRevenue().then((points) => {
      if (!canvas.current) return;
      chart = new Chart(canvas.current, {
        type: "line",
        data: {
          labels: points.map((p) => p.day),
          datasets: [{ label: "Revenue", data: points.map((p) => p.amount) }],
        },
      });
    });
    return () => chart?.destroy();
  }, []);

  return <canvas ref={canvas} height={120} />;
}

export default ReportsPage;
