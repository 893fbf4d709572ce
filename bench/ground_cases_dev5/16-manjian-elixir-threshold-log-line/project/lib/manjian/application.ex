defmodule Manjian.Application do
  use Application

  @impl true
  def start(_type, _args) do
    children = [Manjian.Repo, ManjianWeb.Endpoint]
    Supervisor.start_link(children, strategy: :one_for_one, name: Manjian.Supervisor)
  end
end
