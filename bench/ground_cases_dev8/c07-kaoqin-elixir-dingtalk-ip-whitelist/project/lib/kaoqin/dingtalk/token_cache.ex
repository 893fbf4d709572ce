defmodule Kaoqin.DingTalk.TokenCache do
  @moduledoc "Caches the app access_token (valid 7200 s) in an Agent."
  use Agent

  def start_link(_), do: Agent.start_link(fn -> nil end, name: __MODULE__)

  def get(fetch) do
    now = System.monotonic_time(:second)

    case Agent.get(__MODULE__, & &1) do
      {token, expires} when expires > now + 60 ->
        token

      _ ->
        {token, ttl} = fetch.()
        Agent.update(__MODULE__, fn _ -> {token, now + ttl} end)
        token
    end
  end
end
