defmodule Kura.Workers.UsageResetWorker do
  use Oban.Worker, queue: :default, max_attempts: 3
  import Ecto.Query
  alias Kura.Repo

  @impl Oban.Worker
  def perform(_job) do
    {count, _} =
      from(u in "workspace_usage")
      |> Repo.update_all(set: [api_calls: 0, reset_at: DateTime.utc_now()])

    {:ok, count}
  end
end
