defmodule Shop.Orders.OrderItem do
  use Ecto.Schema

  schema "order_items" do
    field :quantity, :integer
    field :unit_price, :decimal
    belongs_to :order, Shop.Orders.Order
    belongs_to :product, Shop.Catalog.Product

    timestamps(type: :utc_datetime)
  end
end
