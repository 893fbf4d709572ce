defmodule Murmur.Chat.RateLimit do
  @moduledoc """
  Spam guard for chat messages: at most `@limit` messages per `@window_ms`.
  Backed by Hammer (ETS in dev/test, Redis in prod).
  """

  @limit 20
  @window_ms 60_000

  @exempt_roles [:moderator, :admin]

  @spec check(map(), map()) :: :ok | {:error, :rate_limited}
  def check(%{id: user_id, role: role}, %{id: conversation_id}) do
    if role in @exempt_roles do
      :ok
    else
      case Hammer.check_rate("chat:#{conversation_id}:#{user_id}", @window_ms, @limit) do
        {:allow, _count} -> :ok
        {:deny, _limit} -> {:error, :rate_limited}
      end
    end
  end
end
