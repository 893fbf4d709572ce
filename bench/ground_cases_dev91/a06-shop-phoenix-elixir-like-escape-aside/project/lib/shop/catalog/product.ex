defmodule Shop.Catalog.Product do
  use Ecto.Schema
  import Ecto.Changeset

  schema "products" do
    field :name, :string
    field :sku, :string
    field :price_cents, :integer
    field :archived_at, :utc_datetime

    timestamps(type: :utc_datetime)
  end

  def changeset(product, attrs) do
    product
    |> cast(attrs, [:name, :sku, :price_cents, :archived_at])
    |> validate_required([:name, :sku, :price_cents])
    |> validate_number(:price_cents, greater_than_or_equal_to: 0)
    |> unique_constraint(:sku)
  end
end
