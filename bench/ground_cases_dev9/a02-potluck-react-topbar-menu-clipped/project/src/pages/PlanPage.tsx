import { useCurrentPlan } from "../hooks/useCurrentPlan";
import styles from "./PlanPage.module.css";

export default function PlanPage() {
  const plan = useCurrentPlan();
  if (!plan) return <p className={styles.empty}>Pick a plan on the left or start a new one.</p>;
  return (
    <section>
      <div className={styles.stickyHead}>
        <h2>{plan.name}</h2>
        <span>{plan.guests} guests · {plan.date}</span>
      </div>
      {/* dishes, assignments, shopping list … */}
    </section>
  );
}
