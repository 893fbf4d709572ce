defmodule Yado.Bookings.Booking do
  use Ecto.Schema
  import Ecto.Changeset

  schema "bookings" do
    field :guest_name, :string
    field :guest_email, :string
    field :room_type, :string
    field :guests, :integer
    field :check_in, :utc_datetime
    field :check_out, :utc_datetime
    field :subtotal, :integer
    field :total_with_tax, :integer
    field :status, Ecto.Enum, values: [:confirmed, :cancelled, :no_show], default: :confirmed
    field :cancelled_at, :utc_datetime
    field :refund_amount, :integer

    timestamps(type: :utc_datetime)
  end

  def changeset(booking, attrs) do
    booking
    |> cast(attrs, [:guest_name, :guest_email, :room_type, :guests, :check_in, :check_out, :subtotal, :total_with_tax])
    |> validate_required([:guest_name, :guest_email, :room_type, :guests, :check_in, :check_out, :subtotal])
    |> validate_number(:guests, greater_than: 0, less_than_or_equal_to: 6)
  end

  def cancel_changeset(booking, cancelled_at, refund_amount) do
    change(booking, status: :cancelled, cancelled_at: cancelled_at, refund_amount: refund_amount)
  end
end
