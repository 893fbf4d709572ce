defmodule ShopWeb.ProductControllerTest do
  use ShopWeb.ConnCase

  alias Shop.Catalog.Product
  alias Shop.Repo

  setup do
    Repo.insert!(%Product{name: "Blue Mug", sku: "MUG-1", price_cents: 1299})
    Repo.insert!(%Product{name: "Old Mug", sku: "MUG-0", price_cents: 999, archived_at: ~U[2025-01-01 00:00:00Z]})
    :ok
  end

  test "GET /api/products lists products", %{conn: conn} do
    conn = get(conn, ~p"/api/products")
    assert [%{"name" => "Blue Mug"}] = json_response(conn, 200)["data"]
  end

  test "GET /api/products?q= finds by name", %{conn: conn} do
    conn = get(conn, ~p"/api/products?q=Mug")
    assert length(json_response(conn, 200)["data"]) == 1
  end
end
