defmodule ClipboxWeb.UploadLive.Index do
  use ClipboxWeb, :live_view

  alias Clipbox.Media

  @impl true
  def mount(_params, _session, socket) do
    if connected?(socket), do: Media.subscribe(socket.assigns.current_user)
    uploads = Media.list_uploads(socket.assigns.current_user)
    {:ok, stream(socket, :uploads, uploads)}
  end

  @impl true
  def handle_info({:upload_updated, upload}, socket) do
    {:noreply, stream_insert(socket, :uploads, upload)}
  end

  @impl true
  def render(assigns) do
    ~H"""
    <ul id="uploads" phx-update="stream">
      <li :for={{dom_id, upload} <- @streams.uploads} id={dom_id}>
        <%= upload.filename %> <span class="status"><%= status_label(upload.status) %></span>
      </li>
    </ul>
    """
  end

  defp status_label(:pending), do: "待機中"
  defp status_label(:transcoding), do: "変換中…"
  defp status_label(:ready), do: "公開中"
  defp status_label(:failed), do: "変換に失敗しました"
end
