defmodule ParleyWeb.ChannelListLive do
  use ParleyWeb, :live_view

  alias Parley.Chat
  alias Parley.Chat.Receipts

  @impl true
  def mount(_params, %{"user_id" => user_id}, socket) do
    if connected?(socket), do: Phoenix.PubSub.subscribe(Parley.PubSub, "unread:#{user_id}")

    {:ok,
     socket
     |> assign(:user_id, user_id)
     |> assign(:channels, Chat.channels_for(user_id))
     |> assign(:unread, Receipts.unread_counts(user_id))}
  end

  @impl true
  def handle_info({:unread_changed, counts}, socket) do
    {:noreply, assign(socket, :unread, counts)}
  end

  @impl true
  def render(assigns) do
    ~H"""
    <ul class="channel-list">
      <li :for={c <- @channels}>
        <.link navigate={~p"/c/#{c.id}"}>#<%= c.name %></.link>
        <span :if={Map.get(@unread, c.id, 0) > 0} class="badge"><%= Map.get(@unread, c.id) %></span>
      </li>
    </ul>
    """
  end
end
