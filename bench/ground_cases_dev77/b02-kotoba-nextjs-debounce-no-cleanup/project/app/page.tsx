import SearchBox from "@/components/SearchBox";

export default function Home() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-bold">単語をさがす</h1>
      <SearchBox />
    </main>
  );
}
