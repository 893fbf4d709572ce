defmodule Pantry.Application do
  @moduledoc false
  use Application

  @impl true
  def start(_type, _args) do
    children = [
      Pantry.Repo,
      Pantry.SearchCache,
      PantryWeb.Plugs.RateLimit,
      PantryWeb.Endpoint
    ]

    Supervisor.start_link(children, strategy: :one_for_one, name: Pantry.Supervisor)
  end
end
