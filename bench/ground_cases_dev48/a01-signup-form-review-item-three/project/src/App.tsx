import { BrowserRouter, Navigate, Route, Routes } from "react-router-dom";

import { SignupForm } from "./features/signup/SignupForm";

function Welcome() {
  return (
    <main className="welcome">
      <h1>You're in</h1>
      <p>Check your inbox to confirm your email address.</p>
    </main>
  );
}

export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/signup" element={<SignupForm />} />
        <Route path="/welcome" element={<Welcome />} />
        <Route path="*" element={<Navigate to="/signup" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
