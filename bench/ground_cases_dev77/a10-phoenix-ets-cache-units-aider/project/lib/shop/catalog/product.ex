defmodule Shop.Catalog.Product do
  use Ecto.Schema

  schema "products" do
    field :name, :string
    field :price_cents, :integer
    field :active, :boolean, default: true
    field :featured, :boolean, default: false
    field :sales_30d, :integer, default: 0
    belongs_to :brand, Shop.Catalog.Brand

    timestamps()
  end
end
