defmodule Shop.Application do
  @moduledoc false
  use Application

  @impl true
  def start(_type, _args) do
    children = [
      Shop.Repo,
      Shop.Cache,
      {Phoenix.PubSub, name: Shop.PubSub},
      ShopWeb.Endpoint
    ]

    Supervisor.start_link(children, strategy: :one_for_one, name: Shop.Supervisor)
  end
end
