defmodule Paddle.RentalsTest do
  use Paddle.DataCase, async: true

  alias Paddle.Rentals
  alias Paddle.Rentals.Boat

  @start ~U[2025-05-10 09:00:00Z]
  @finish ~U[2025-05-10 11:00:00Z]

  setup do
    for n <- 1..2, do: Repo.insert!(%Boat{name: "K#{n}", kind: :kayak, seats: 1})
    :ok
  end

  defp book(qty) do
    Rentals.create_booking(%{kind: :kayak, quantity: qty, starts_at: @start, ends_at: @finish, customer_email: "a@b.de"})
  end

  test "books while boats are free" do
    assert {:ok, _} = book(2)
  end

  test "cancelled bookings free their boats" do
    {:ok, booking} = book(2)
    {:ok, _} = Rentals.cancel(booking)
    assert {:ok, _} = book(2)
  end

  test "refuses when the fleet is taken" do
    {:ok, _} = book(2)
    assert {:error, :not_enough_boats} = book(1)
  end
end
