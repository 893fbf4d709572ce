import { Route, Routes } from "react-router-dom";
import TopBar from "./components/TopBar";
import Sidebar from "./components/Sidebar";
import PlanPage from "./pages/PlanPage";
import { useCurrentPlan } from "./hooks/useCurrentPlan";

export default function App() {
  const plan = useCurrentPlan();
  return (
    <div className="shell">
      <TopBar title={plan?.name ?? "Potluck"} />
      <div className="body">
        <Sidebar />
        <main className="content">
          <Routes>
            <Route path="/" element={<PlanPage />} />
            <Route path="/plans/:planId" element={<PlanPage />} />
          </Routes>
        </main>
      </div>
    </div>
  );
}
