defmodule ShopWeb.ProductController do
  use ShopWeb, :controller

  alias Shop.Catalog

  def index(conn, %{"q" => q}) when q != "" do
    render(conn, :index, products: Catalog.search_products(q))
  end

  def index(conn, _params) do
    render(conn, :index, products: Catalog.list_products())
  end

  def show(conn, %{"id" => id}) do
    render(conn, :show, product: Catalog.get_product!(id))
  end

  def archive(conn, %{"id" => id}) do
    product = Catalog.get_product!(id)
    {:ok, product} = Catalog.archive_product(product)
    render(conn, :show, product: product)
  end
end
