defmodule ShopWeb.ProductController do
  use ShopWeb, :controller

  alias Shop.Catalog

  plug ShopWeb.Plugs.RateLimit, [limit: 30, window_ms: 60_000] when action == :search

  def popular(conn, _params) do
    json(conn, %{data: Enum.map(Catalog.list_popular(), &card/1)})
  end

  def search(conn, %{"q" => q}) when byte_size(q) > 0 do
    json(conn, %{data: Enum.map(Catalog.search(q), &card/1)})
  end

  def search(conn, _params), do: json(conn, %{data: []})

  def show(conn, %{"id" => id}) do
    json(conn, %{data: card(Catalog.get_product!(id))})
  end

  defp card(p) do
    %{id: p.id, name: p.name, brand: p.brand && p.brand.name, price_cents: p.price_cents}
  end
end
