defmodule Kaoqin.Application do
  use Application

  @impl true
  def start(_type, _args) do
    children = [
      Kaoqin.Repo,
      Kaoqin.DingTalk.TokenCache,
      {Oban, Application.fetch_env!(:kaoqin, Oban)}
    ]

    Supervisor.start_link(children, strategy: :one_for_one, name: Kaoqin.Supervisor)
  end
end
