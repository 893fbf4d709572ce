defmodule PantryWeb.Plugs.RateLimit do
  @moduledoc """
  固定ウィンドウのレート制限。キーはクライアント IP。
  超えたら 429 と Retry-After を返す。
  """
  @behaviour Plug
  import Plug.Conn

  @table :pantry_rate_limit

  @doc "ETS テーブルの持ち主になるプロセス。Application の子として起動する。"
  def child_spec(_opts) do
    %{id: __MODULE__, start: {Agent, :start_link, [&create_table/0, [name: __MODULE__]]}}
  end

  defp create_table do
    :ets.new(@table, [:named_table, :public, :set, write_concurrency: true])
  end

  @impl Plug
  def init(opts), do: opts

  @impl Plug
  def call(conn, _opts) do
    %{limit: limit, window_ms: window} = config()
    now = System.system_time(:millisecond)
    bucket = div(now, window)
    key = {client_key(conn), bucket}
    count = :ets.update_counter(@table, key, {2, 1}, {key, 0})

    if count > limit do
      retry_after = div(window - rem(now, window), 1000) + 1

      conn
      |> put_resp_header("retry-after", Integer.to_string(retry_after))
      |> send_resp(429, ~s({"error":"rate_limited"}))
      |> halt()
    else
      conn
    end
  end

  defp client_key(conn) do
    conn.remote_ip |> :inet.ntoa() |> to_string()
  end

  defp config do
    Application.get_env(:pantry, __MODULE__, []) |> Map.new()
  end
end
