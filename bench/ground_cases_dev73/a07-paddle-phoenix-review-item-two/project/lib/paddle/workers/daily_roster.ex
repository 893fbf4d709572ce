defmodule Paddle.Workers.DailyRoster do
  @moduledoc "Mails the dock staff the list of today's paid rentals at 07:00."
  use Oban.Worker, queue: :mailers

  import Ecto.Query
  alias Paddle.Repo
  alias Paddle.Rentals.Booking

  @impl Oban.Worker
  def perform(_job) do
    tz = Application.fetch_env!(:paddle, :rental)[:timezone]
    today = DateTime.now!(tz) |> DateTime.to_date()
    {:ok, from_dt} = DateTime.new(today, ~T[00:00:00], tz)
    {:ok, to_dt} = DateTime.new(Date.add(today, 1), ~T[00:00:00], tz)

    bookings =
      Repo.all(
        from b in Booking,
          where: b.status == :paid,
          where: b.starts_at >= ^DateTime.shift_zone!(from_dt, "Etc/UTC"),
          where: b.starts_at < ^DateTime.shift_zone!(to_dt, "Etc/UTC"),
          order_by: b.starts_at
      )

    Paddle.Mailer.roster(today, bookings) |> Paddle.Mailer.deliver()
    :ok
  end
end
