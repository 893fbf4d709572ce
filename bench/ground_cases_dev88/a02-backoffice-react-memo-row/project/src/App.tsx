import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { Layout } from "./components/Layout";
import { OrdersPage } from "./pages/OrdersPage";
import { CustomersPage } from "./pages/CustomersPage";
const ReportsPage = lazy(() => import("./pages/ReportsPage"));

export function App() {
  return (
    <BrowserRouter>
      <Layout>
        <Routes>
          <Route path="/" element={<OrdersPage />} />
          <Route path="/customers" element={<CustomersPage />} />
          <Route
            path="/reports"
            element={
              <Suspense fallback={<p>Loading…</p>}>
                <ReportsPage />
              </Suspense>
            }
          />
        </Routes>
      </Layout>
    </BrowserRouter>
  );
}
