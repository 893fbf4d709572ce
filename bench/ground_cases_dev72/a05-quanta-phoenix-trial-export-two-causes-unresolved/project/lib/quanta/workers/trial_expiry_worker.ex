defmodule Quanta.Workers.TrialExpiryWorker do
  @moduledoc "Moves workspaces whose trial has ended to the free plan. Runs hourly (config/config.exs)."
  use Oban.Worker, queue: :billing, max_attempts: 3

  import Ecto.Query
  require Logger

  alias Quanta.Accounts.Workspace
  alias Quanta.Repo

  @impl Oban.Worker
  def perform(%Oban.Job{}) do
    now = DateTime.utc_now()

    expired =
      from(w in Workspace,
        where: w.status == "trialing" and w.trial_ends_at <= ^now
      )
      |> Repo.all()

    Enum.each(expired, fn ws ->
      ws |> Workspace.plan_changeset("free", "active") |> Repo.update!()
      Logger.info("trial ended for workspace #{ws.id}")
    end)

    {:ok, length(expired)}
  end
end
