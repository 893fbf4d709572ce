defmodule ShopWeb.ProductController do
  use ShopWeb, :controller

  alias Shop.Catalog

  def index(conn, params) do
    products = Catalog.list_products(params)
    render(conn, :index, products: products)
  end

  def show(conn, %{"id" => id}) do
    render(conn, :show, product: Catalog.get_product!(id))
  end
end
