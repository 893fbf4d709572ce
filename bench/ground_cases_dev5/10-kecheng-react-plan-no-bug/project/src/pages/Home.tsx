import { Link } from "react-router-dom";

export function Home() {
  return (
    <main>
      <h1>一起学点新东西</h1>
      <Link to="/signup">免费注册</Link>
    </main>
  );
}
