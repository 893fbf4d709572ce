defmodule Paddle.Workers.ReleaseHolds do
  @moduledoc """
  Releases website holds that were not paid within `hold_minutes` so the boats go back on
  sale. Runs every five minutes (see config :paddle, Oban).
  """
  use Oban.Worker, queue: :default, max_attempts: 3

  import Ecto.Query
  require Logger
  alias Paddle.Repo
  alias Paddle.Rentals.Booking

  @impl Oban.Worker
  def perform(_job) do
    minutes = Application.fetch_env!(:paddle, :rental)[:hold_minutes]
    cutoff = DateTime.add(DateTime.utc_now(), minutes * 60, :second)

    {count, _} =
      from(b in Booking, where: b.status == :held and b.inserted_at < ^cutoff)
      |> Repo.update_all(set: [status: :released, updated_at: DateTime.utc_now(:second)])

    if count > 0, do: Logger.info("released #{count} unpaid holds")
    :ok
  end
end
