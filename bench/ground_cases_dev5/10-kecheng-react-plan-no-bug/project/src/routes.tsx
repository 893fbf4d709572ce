import { Navigate, Route, Routes } from "react-router-dom";
import { Courses } from "./pages/Courses";
import { Home } from "./pages/Home";
import { Signup } from "./pages/Signup";

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/signup" element={<Signup />} />
      <Route path="/courses" element={<Courses />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
