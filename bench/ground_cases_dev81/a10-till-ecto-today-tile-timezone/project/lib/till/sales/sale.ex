defmodule Till.Sales.Sale do
  use Ecto.Schema
  import Ecto.Changeset

  # inserted_at is a naive timestamp, always written in UTC by Ecto
  schema "sales" do
    belongs_to :store, Till.Stores.Store
    field :amount_cents, :integer
    field :payment_method, Ecto.Enum, values: [:card, :cash, :voucher]
    field :refunded, :boolean, default: false
    timestamps(updated_at: false)
  end

  def changeset(sale, attrs) do
    sale
    |> cast(attrs, [:store_id, :amount_cents, :payment_method, :refunded])
    |> validate_required([:store_id, :amount_cents, :payment_method])
    |> validate_number(:amount_cents, greater_than: 0)
  end
end
