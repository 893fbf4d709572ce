import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { Layout } from "./components/Layout";
import { Notebook } from "./pages/Notebook";

const Reports = lazy(() => import("./pages/Reports").then((m) => ({ default: m.Reports })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Notebook />} />
        <Route
          path="reports"
          element={
            <Suspense fallback={<p className="loading">Loading reports…</p>}>
              <Reports />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
