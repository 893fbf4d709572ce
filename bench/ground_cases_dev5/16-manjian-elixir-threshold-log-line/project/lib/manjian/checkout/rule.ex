defmodule Manjian.Checkout.Rule do
  use Ecto.Schema

  schema "promotion_rules" do
    field :name, :string
    field :threshold, :integer
    field :off, :integer
    field :active, :boolean, default: true
    timestamps()
  end
end
