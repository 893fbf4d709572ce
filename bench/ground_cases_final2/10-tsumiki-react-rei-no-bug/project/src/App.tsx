import Board from "./components/Board";
import Header from "./components/Header";

export default function App() {
  return (
    <div className="app">
      <Header />
      <Board />
    </div>
  );
}
