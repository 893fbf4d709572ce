defmodule Shop.Catalog do
  @moduledoc "Products in the shop's catalog."

  import Ecto.Query, warn: false
  require Logger

  alias Shop.Repo
  alias Shop.Catalog.Product

  def list_products do
    Product
    |> where([p], is_nil(p.archived_at))
    |> order_by([p], asc: p.name)
    |> Repo.all()
  end

  def get_product!(id), do: Repo.get!(Product, id)

  def search_products(q) when is_binary(q) do
    pattern = "%#{q}%"

    Product
    |> where([p], ilike(p.name, ^pattern))
    |> where([p], is_nil(p.archived_at))
    |> order_by([p], asc: p.name)
    |> limit(50)
    |> Repo.all()
  end

  def archive_product(%Product{} = product) do
    with {:ok, archived} <- product |> Product.changeset(%{archived_at: DateTime.utc_now()}) |> Repo.update() do
      Logger.info("product archived", product_id: archived.id, sku: archived.sku)
      {:ok, archived}
    end
  end
end
