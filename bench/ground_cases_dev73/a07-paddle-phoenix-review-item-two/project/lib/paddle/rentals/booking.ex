defmodule Paddle.Rentals.Booking do
  use Ecto.Schema
  import Ecto.Changeset

  @statuses [:held, :paid, :cancelled, :released]

  schema "bookings" do
    field :kind, Ecto.Enum, values: [:kayak, :double_kayak, :canoe, :sup]
    field :quantity, :integer, default: 1
    field :starts_at, :utc_datetime
    field :ends_at, :utc_datetime
    field :status, Ecto.Enum, values: @statuses, default: :held
    field :customer_email, :string
    field :payment_ref, :string
    timestamps(type: :utc_datetime)
  end

  def changeset(booking, attrs) do
    booking
    |> cast(attrs, [:kind, :quantity, :starts_at, :ends_at, :customer_email])
    |> validate_required([:kind, :starts_at, :ends_at, :customer_email])
    |> validate_number(:quantity, greater_than: 0, less_than_or_equal_to: 6)
    |> validate_format(:customer_email, ~r/@/)
    |> validate_order()
  end

  defp validate_order(changeset) do
    s = get_field(changeset, :starts_at)
    e = get_field(changeset, :ends_at)

    if s && e && DateTime.compare(e, s) != :gt do
      add_error(changeset, :ends_at, "must be after start")
    else
      changeset
    end
  end
end
