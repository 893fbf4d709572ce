import { useEffect, useState } from "react";

import { fetchAttendance, type AttendanceRow } from "./api";
import { Dashboard } from "./components/Dashboard";

export function App() {
  const [rows, setRows] = useState<AttendanceRow[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchAttendance()
      .then(setRows)
      .catch((e: Error) => setError(e.message));
  }, []);

  if (error) return <p role="alert">読み込みに失敗しました: {error}</p>;
  return <Dashboard rows={rows} />;
}
