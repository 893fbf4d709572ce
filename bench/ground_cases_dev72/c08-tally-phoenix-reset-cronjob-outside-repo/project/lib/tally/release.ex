defmodule Tally.Release do
  @moduledoc """
  Tasks run from the release: `bin/tally eval "Tally.Release.reset_usage()"`.
  """
  require Logger

  @app :tally

  def migrate do
    load_app()

    for repo <- Application.fetch_env!(@app, :ecto_repos) do
      {:ok, _, _} = Ecto.Migrator.with_repo(repo, &Ecto.Migrator.run(&1, :up, all: true))
    end
  end

  @doc "Enqueue the monthly reset of API-call counters for every workspace."
  def reset_usage do
    load_app()
    {:ok, _} = Application.ensure_all_started(@app)

    period =
      Application.fetch_env!(@app, :billing_tz)
      |> DateTime.now!()
      |> DateTime.to_date()
      |> Date.beginning_of_month()

    {:ok, job} = Tally.Usage.ResetWorker.new(%{"period" => Date.to_iso8601(period)}) |> Oban.insert()
    Logger.info("usage reset enqueued for #{period} (job #{job.id})")
  end

  defp load_app do
    Application.load(@app)
  end
end
