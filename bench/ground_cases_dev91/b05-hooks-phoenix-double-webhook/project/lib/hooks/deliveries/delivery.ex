defmodule Hooks.Deliveries.Delivery do
  use Ecto.Schema
  import Ecto.Changeset

  schema "deliveries" do
    field :event_id, :integer
    field :endpoint_id, :integer
    field :status, :string, default: "pending"
    field :response_code, :integer
    field :response_body, :string

    timestamps(type: :utc_datetime)
  end

  def changeset(delivery, attrs) do
    delivery
    |> cast(attrs, [:status, :response_code, :response_body])
    |> validate_required([:status])
    |> validate_length(:response_body, max: 2000)
  end
end
