defmodule Paddle.Rentals.Boat do
  use Ecto.Schema
  import Ecto.Changeset

  schema "boats" do
    field :name, :string
    field :kind, Ecto.Enum, values: [:kayak, :double_kayak, :canoe, :sup]
    field :seats, :integer
    field :active, :boolean, default: true
    timestamps(type: :utc_datetime)
  end

  def changeset(boat, attrs) do
    boat
    |> cast(attrs, [:name, :kind, :seats, :active])
    |> validate_required([:name, :kind, :seats])
    |> validate_number(:seats, greater_than: 0)
  end
end
