defmodule ErpSync.Application do
  @moduledoc false
  use Application

  @impl true
  def start(_type, _args) do
    children = [
      ErpSync.Repo,
      {Oban, Application.fetch_env!(:erp_sync, Oban)}
    ]

    Supervisor.start_link(children, strategy: :one_for_one, name: ErpSync.Supervisor)
  end
end
