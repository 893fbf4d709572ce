defmodule ParleyWeb.RoomChannel do
  use ParleyWeb, :channel

  alias Parley.Chat
  alias Parley.Chat.{RateLimiter, Receipts}

  @impl true
  def join("room:" <> channel_id, _params, socket) do
    if Chat.member?(channel_id, socket.assigns.user_id) do
      {:ok, assign(socket, :channel_id, String.to_integer(channel_id))}
    else
      {:error, %{reason: "forbidden"}}
    end
  end

  @impl true
  def handle_in("new_msg", %{"body" => body}, socket) do
    case RateLimiter.check(socket.assigns.user_id) do
      :ok ->
        {:ok, msg} = Chat.post(socket.assigns.channel_id, socket.assigns.user_id, body)
        broadcast!(socket, "new_msg", %{id: msg.id, body: msg.body, sender_id: msg.sender_id})
        {:reply, :ok, socket}

      {:error, :rate_limited, retry_after} ->
        {:reply, {:error, %{reason: "rate_limited", retry_after_ms: retry_after}}, socket}
    end
  end

  def handle_in("read", %{"message_id" => message_id}, socket) do
    {:ok, _} = Receipts.mark_read(socket.assigns.user_id, message_id)
    broadcast_from!(socket, "receipt", %{message_id: message_id, user_id: socket.assigns.user_id})
    {:noreply, socket}
  end

  def handle_in("typing", _params, socket) do
    broadcast_from!(socket, "typing", %{user_id: socket.assigns.user_id})
    {:noreply, socket}
  end

  def handle_in("read_all", _params, socket) do
    {:ok, _} = Receipts.mark_all_read(socket.assigns.user_id, socket.assigns.channel_id)
    broadcast_from!(socket, "receipts_all", %{user_id: socket.assigns.user_id})
    {:noreply, socket}
  end
end
