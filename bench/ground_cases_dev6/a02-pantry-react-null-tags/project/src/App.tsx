import { Route, Routes } from "react-router-dom";
import RecipeList from "./components/RecipeList";
import RecipePage from "./components/RecipePage";

export default function App() {
  return (
    <Routes>
      <Route path="/" element={<RecipeList />} />
      <Route path="/recipes/:id" element={<RecipePage />} />
    </Routes>
  );
}
