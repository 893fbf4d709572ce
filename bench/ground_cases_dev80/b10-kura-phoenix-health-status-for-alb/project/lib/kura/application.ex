defmodule Kura.Application do
  @moduledoc false
  use Application

  @impl true
  def start(_type, _args) do
    children = [
      KuraWeb.Telemetry,
      Kura.Repo,
      {Phoenix.PubSub, name: Kura.PubSub},
      {Oban, Application.fetch_env!(:kura, Oban)},
      KuraWeb.Endpoint
    ]

    opts = [strategy: :one_for_one, name: Kura.Supervisor]
    Supervisor.start_link(children, opts)
  end

  @impl true
  def config_change(changed, _new, removed) do
    KuraWeb.Endpoint.config_change(changed, removed)
    :ok
  end
end
