defmodule ShopWeb.ProductJSON do
  alias Shop.Catalog.Product

  def index(%{products: products}) do
    %{data: for(product <- products, do: data(product))}
  end

  def show(%{product: product}) do
    %{data: data(product)}
  end

  defp data(%Product{} = product) do
    %{
      id: product.id,
      name: product.name,
      sku: product.sku,
      price: format_price(product.price_cents),
      archived: not is_nil(product.archived_at)
    }
  end

  defp format_price(cents) do
    "#{div(cents, 100)}.#{cents |> rem(100) |> Integer.to_string() |> String.pad_leading(2, "0")}"
  end
end
