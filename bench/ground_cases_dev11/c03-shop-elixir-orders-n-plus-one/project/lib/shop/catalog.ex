defmodule Shop.Catalog do
  @moduledoc "Products shown in the shop."

  import Ecto.Query, warn: false

  alias Shop.Repo
  alias Shop.Catalog.Product

  @default_page_size 20
  @max_page_size 100

  def list_products(params \\ %{}) do
    page = params |> Map.get("page") |> to_int(1) |> max(1)
    page_size =
      params
      |> Map.get("page_size")
      |> to_int(@default_page_size)
      |> max(1)
      |> min(@max_page_size)

    Product
    |> where([p], p.active)
    |> maybe_category(params["category"])
    |> order_by([p], asc: p.name, asc: p.id)
    |> limit(^page_size)
    |> offset(^((page - 1) * page_size))
    |> Repo.all()
  end

  def get_product!(id), do: Repo.get!(Product, id)

  def get_products(ids) when is_list(ids) do
    Product |> where([p], p.id in ^ids) |> Repo.all()
  end

  defp maybe_category(query, nil), do: query
  defp maybe_category(query, ""), do: query
  defp maybe_category(query, category), do: where(query, [p], p.category == ^category)

  defp to_int(nil, default), do: default
  defp to_int(value, _default) when is_integer(value), do: value

  defp to_int(value, default) when is_binary(value) do
    case Integer.parse(value) do
      {n, ""} -> n
      _ -> default
    end
  end
end
