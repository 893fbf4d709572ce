defmodule Hooksmith.Application do
  @moduledoc false
  use Application

  @impl true
  def start(_type, _args) do
    children = [
      Hooksmith.EndpointStore,
      {Task.Supervisor, name: Hooksmith.TaskSup},
      {Hooksmith.Delivery, max_attempts: Application.get_env(:hooksmith, :max_attempts, 5)}
    ]

    opts = [strategy: :one_for_one, name: Hooksmith.Supervisor]
    Supervisor.start_link(children, opts)
  end
end
