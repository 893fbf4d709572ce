import { ToastProvider } from "./components/Toast";
import { CustomerEdit } from "./pages/CustomerEdit";

const demo = { id: 1, name: "王芳", phone: "13800000000", note: "" };

export default function App() {
  return (
    <ToastProvider>
      <main style={{ padding: 16 }}>
        <h1>客户</h1>
        <CustomerEdit customer={demo} onSaved={() => {}} />
      </main>
    </ToastProvider>
  );
}
