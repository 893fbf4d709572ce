defmodule MurmurWeb.RoomChannel do
  use MurmurWeb, :channel

  alias Murmur.Chat

  @impl true
  def join("room:" <> id, _params, socket) do
    conversation = Chat.get_conversation!(id)

    if Chat.participant?(conversation, socket.assigns.user) do
      {:ok, assign(socket, :conversation, conversation)}
    else
      {:error, %{reason: "forbidden"}}
    end
  end

  @impl true
  def handle_in("typing", _payload, socket) do
    broadcast_from!(socket, "typing", %{user_id: socket.assigns.user.id})
    {:noreply, socket}
  end

  def handle_in("post", %{"body" => body}, socket) do
    case Chat.post_message(socket.assigns.user, socket.assigns.conversation, %{body: body}) do
      {:ok, message} -> {:reply, {:ok, %{id: message.id}}, socket}
      {:error, :rate_limited} -> {:reply, {:error, %{reason: "slow down"}}, socket}
      {:error, changeset} -> {:reply, {:error, %{errors: inspect(changeset.errors)}}, socket}
    end
  end
end
