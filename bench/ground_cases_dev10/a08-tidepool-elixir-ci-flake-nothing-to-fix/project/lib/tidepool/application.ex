defmodule Tidepool.Application do
  @moduledoc false
  use Application

  require Logger

  @impl true
  def start(_type, _args) do
    :ok =
      :telemetry.attach(
        "tidepool-ingest-logger",
        [:tidepool, :ingest, :batch],
        &__MODULE__.handle_batch_event/4,
        nil
      )

    children = [
      Tidepool.Repo,
      {Task.Supervisor, name: Tidepool.TaskSupervisor}
    ]

    Supervisor.start_link(children, strategy: :one_for_one, name: Tidepool.Supervisor)
  end

  @doc false
  def handle_batch_event(_event, %{count: count, duration: duration}, %{station: station}, _config) do
    ms = System.convert_time_unit(duration, :native, :millisecond)
    Logger.info("ingested #{count} readings in #{ms}ms", station: station)
  end
end
