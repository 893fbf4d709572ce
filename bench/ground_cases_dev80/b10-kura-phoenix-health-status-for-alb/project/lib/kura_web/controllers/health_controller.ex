defmodule KuraWeb.HealthController do
  use KuraWeb, :controller

  require Logger

  alias Kura.Repo

  @moduledoc """
  ロードバランサ／k8s のヘルスチェック用。認証なし。
  """

  def show(conn, _params) do
    case Ecto.Adapters.SQL.query(Repo, "SELECT 1", [], timeout: 1_000) do
      {:ok, _} ->
        json(conn, %{status: "ok", version: version()})

      {:error, reason} ->
        Logger.error("health check failed: #{inspect(reason)}")

        conn
        |> put_status(500)
        |> json(%{status: "error", version: version()})
    end
  end

  defp version do
    :kura
    |> Application.spec(:vsn)
    |> to_string()
  end
end
