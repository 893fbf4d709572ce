import { UserList } from "./components/UserList";

export default function App() {
  return (
    <main className="container">
      <h1>社員検索</h1>
      <UserList />
    </main>
  );
}
