defmodule CourierWeb.HealthController do
  use CourierWeb, :controller

  require Logger

  @doc "Liveness + database check for the load balancer. No auth."
  def show(conn, _params) do
    case Ecto.Adapters.SQL.query(Courier.Repo, "SELECT 1", [], timeout: 1_000) do
      {:ok, _} ->
        json(conn, %{status: "ok"})

      {:error, error} ->
        Logger.warning("health check: database unavailable: #{inspect(error)}")

        conn
        |> put_status(:service_unavailable)
        |> json(%{status: "unavailable", database: "down"})
    end
  end
end
