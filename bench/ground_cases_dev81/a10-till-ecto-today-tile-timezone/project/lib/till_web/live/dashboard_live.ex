defmodule TillWeb.DashboardLive do
  use TillWeb, :live_view

  alias Till.{Sales, Stores}

  @refresh_ms 30_000

  def mount(%{"store" => code}, _session, socket) do
    store = Stores.get_by_code!(code)
    if connected?(socket), do: :timer.send_interval(@refresh_ms, :refresh)
    {:ok, socket |> assign(store: store) |> load_today()}
  end

  def handle_info(:refresh, socket), do: {:noreply, load_today(socket)}

  defp load_today(socket) do
    totals = Sales.today_totals(socket.assigns.store)
    assign(socket, today_count: totals.count, today_cents: totals.total_cents)
  end

  def render(assigns) do
    ~H"""
    <section class="tiles">
      <div class="tile">
        <h2>Today</h2>
        <p class="big"><%= format_cents(@today_cents) %></p>
        <p><%= @today_count %> sales</p>
      </div>
    </section>
    """
  end

  defp format_cents(cents), do: :erlang.float_to_binary(cents / 100, decimals: 2)
end
