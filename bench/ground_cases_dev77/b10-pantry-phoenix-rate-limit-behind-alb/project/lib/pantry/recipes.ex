defmodule Pantry.Recipes do
  @moduledoc "レシピの検索。"
  import Ecto.Query

  alias Pantry.{Repo, SearchCache}
  alias Pantry.Recipes.Recipe

  @per_page 20

  def search(query, page \\ 1) do
    query = normalize(query)
    SearchCache.fetch({:search, query, page}, fn -> do_search(query, page) end)
  end

  defp normalize(query) do
    query
    |> String.normalize(:nfkc)
    |> String.trim()
    |> String.replace(~r/\s+/u, " ")
    |> String.downcase()
  end

  defp do_search(query, page) do
    pattern = "%" <> escape_like(query) <> "%"

    from(r in Recipe,
      where: ilike(r.title, ^pattern) or ilike(r.ingredients_text, ^pattern),
      order_by: [desc: r.favorites_count, desc: r.id],
      limit: @per_page,
      offset: ^((page - 1) * @per_page),
      select: map(r, [:id, :title, :minutes, :favorites_count])
    )
    |> Repo.all()
  end

  defp escape_like(s), do: String.replace(s, ~r/[\\%_]/, "\\\\\\0")
end
