defmodule PantryWeb.RecipeController do
  use PantryWeb, :controller

  alias Pantry.Recipes

  def search(conn, params) do
    q = Map.get(params, "q", "")
    page = params |> Map.get("page", "1") |> parse_page()

    if String.length(q) > 100 do
      conn |> put_status(400) |> json(%{error: "q too long"})
    else
      json(conn, %{q: q, page: page, items: Recipes.search(q, page)})
    end
  end

  defp parse_page(s) do
    case Integer.parse(s) do
      {n, ""} when n >= 1 -> n
      _ -> 1
    end
  end
end
