import { UserTable } from "./components/UserTable";

export default function App() {
  return (
    <main className="app">
      <header className="app-header">
        <h1>管理コンソール</h1>
        <nav>
          <a href="/users">ユーザー</a>
          <a href="/audit">監査ログ</a>
        </nav>
      </header>
      <section>
        <h2>ユーザー一覧</h2>
        <UserTable />
      </section>
      <footer className="app-footer">
        <small>admin-console v1.8.0</small>
      </footer>
    </main>
  );
}
