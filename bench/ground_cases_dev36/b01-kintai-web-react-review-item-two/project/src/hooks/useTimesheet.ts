import { useEffect, useState } from "react";
import { fetchTimesheet, type TimesheetRow } from "../api/client";
import { netMinutes, overtimeMinutes, sumMinutes } from "../lib/duration";

export interface TimesheetState {
  rows: TimesheetRow[];
  totalMinutes: number;
  overtime: number;
  loading: boolean;
  error: string | null;
}

const EMPTY: TimesheetState = { rows: [], totalMinutes: 0, overtime: 0, loading: true, error: null };

export function useTimesheet(userId: string, month: string): TimesheetState {
  const [state, setState] = useState<TimesheetState>(EMPTY);

  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    fetchTimesheet(userId, month)
      .then((rows) => {
        if (cancelled) return;
        const worked = rows.map((r) => netMinutes(r.clockIn, r.clockOut, r.breakMinutes));
        setState({
          rows,
          totalMinutes: sumMinutes(worked),
          overtime: sumMinutes(worked.map((w) => overtimeMinutes(w))),
          loading: false,
          error: null,
        });
      })
      .catch((e: unknown) => {
        if (!cancelled) setState({ ...EMPTY, loading: false, error: String(e) });
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  return state;
}
