import SearchBox from "./SearchBox";

export default function App() {
  return (
    <main>
      <h1>商品搜索</h1>
      <SearchBox />
    </main>
  );
}
