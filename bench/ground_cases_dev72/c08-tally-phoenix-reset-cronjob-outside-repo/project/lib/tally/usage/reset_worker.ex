defmodule Tally.Usage.ResetWorker do
  @moduledoc "Zeroes every workspace's API-call counter for a new period."
  use Oban.Worker, queue: :usage, max_attempts: 5, unique: [period: 60 * 60 * 24, keys: [:period]]

  import Ecto.Query
  alias Tally.Repo
  alias Tally.Usage.Counter

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"period" => period}}) do
    period = Date.from_iso8601!(period)

    {count, _} =
      from(c in Counter, where: c.period < ^period)
      |> Repo.update_all(set: [api_calls: 0, period: period, updated_at: DateTime.utc_now()])

    :telemetry.execute([:tally, :usage, :reset], %{workspaces: count}, %{period: period})
    :ok
  end
end
