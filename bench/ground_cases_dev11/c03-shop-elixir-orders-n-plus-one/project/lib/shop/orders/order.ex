defmodule Shop.Orders.Order do
  use Ecto.Schema
  import Ecto.Changeset

  @statuses ~w(pending paid shipped cancelled)

  schema "orders" do
    field :status, :string, default: "pending"
    field :total, :decimal
    belongs_to :user, Shop.Accounts.User
    has_many :items, Shop.Orders.OrderItem

    timestamps(type: :utc_datetime)
  end

  def changeset(order, attrs) do
    order
    |> cast(attrs, [:status, :total])
    |> validate_required([:status])
    |> validate_inclusion(:status, @statuses)
  end
end
