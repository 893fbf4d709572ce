defmodule Paddle.Rentals do
  @moduledoc "Boat availability and bookings for the rental desk and the website."

  import Ecto.Query
  alias Paddle.Repo
  alias Paddle.Rentals.{Boat, Booking}

  @doc "How many boats of `kind` are free for the whole of [starts_at, ends_at)."
  def available(kind, starts_at, ends_at) do
    fleet =
      Repo.one(from b in Boat, where: b.kind == ^kind and b.active, select: count(b.id))

    taken =
      Repo.one(
        from bk in Booking,
          where: bk.kind == ^kind and bk.status in [:held, :paid],
          where: bk.starts_at < ^ends_at and bk.ends_at > ^starts_at,
          select: coalesce(sum(bk.quantity), 0)
      )

    max(fleet - taken, 0)
  end

  @doc "Creates a held booking if enough boats are free. The hold expires unless paid."
  def create_booking(attrs) do
    changeset = Booking.changeset(%Booking{}, attrs)

    with {:ok, data} <- Ecto.Changeset.apply_action(changeset, :insert) do
      Repo.transaction(fn ->
        # Lock this kind's fleet so concurrent bookings for it are checked one at a time.
        Repo.all(from b in Boat, where: b.kind == ^data.kind, lock: "FOR UPDATE", select: b.id)

        if available(data.kind, data.starts_at, data.ends_at) >= data.quantity do
          case Repo.insert(changeset) do
            {:ok, booking} -> booking
            {:error, cs} -> Repo.rollback(cs)
          end
        else
          Repo.rollback(:not_enough_boats)
        end
      end)
    end
  end

  def mark_paid(%Booking{status: :held} = booking, payment_ref) do
    booking
    |> Ecto.Changeset.change(status: :paid, payment_ref: payment_ref)
    |> Repo.update()
  end

  def mark_paid(_booking, _ref), do: {:error, :not_held}

  def cancel(%Booking{} = booking) do
    booking |> Ecto.Changeset.change(status: :cancelled) |> Repo.update()
  end
end
