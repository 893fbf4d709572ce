import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";

export interface Plan {
  id: string;
  name: string;
  date: string;
  guests: number;
}

export function useCurrentPlan(): Plan | null {
  const { planId } = useParams();
  const [plan, setPlan] = useState<Plan | null>(null);

  useEffect(() => {
    if (!planId) {
      setPlan(null);
      return;
    }
    let cancelled = false;
    fetch(`/api/plans/${planId}`)
      .then((r) => r.json())
      .then((p: Plan) => {
        if (!cancelled) setPlan(p);
      });
    return () => {
      cancelled = true;
    };
  }, [planId]);

  return plan;
}
