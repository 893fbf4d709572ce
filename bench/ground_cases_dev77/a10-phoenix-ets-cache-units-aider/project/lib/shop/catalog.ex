defmodule Shop.Catalog do
  @moduledoc "Products, featured lists and search."
  import Ecto.Query

  alias Shop.Catalog.Product
  alias Shop.Repo

  def get_product!(id), do: Repo.get!(Product, id)

  @popular_ttl_ms :timer.minutes(5)

  def list_popular(limit \\ 12) do
    Shop.Cache.fetch({:popular, limit}, @popular_ttl_ms, fn -> query_popular(limit) end)
  end

  defp query_popular(limit) do
    from(p in Product,
      where: p.active and p.featured,
      order_by: [desc: p.sales_30d, asc: p.id],
      limit: ^limit,
      preload: [:brand]
    )
    |> Repo.all()
  end

  def search(term, limit \\ 24) do
    pattern = "%" <> String.replace(term, ~r/[%_\\]/, "\\\\\\0") <> "%"

    from(p in Product,
      where: p.active and ilike(p.name, ^pattern),
      order_by: [desc: p.sales_30d],
      limit: ^limit,
      preload: [:brand]
    )
    |> Repo.all()
  end
end
