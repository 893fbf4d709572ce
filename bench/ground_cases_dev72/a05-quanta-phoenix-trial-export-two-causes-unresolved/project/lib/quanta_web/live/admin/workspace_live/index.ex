defmodule QuantaWeb.Admin.WorkspaceLive.Index do
  use QuantaWeb, :live_view

  import Ecto.Query
  alias Quanta.Accounts.Workspace
  alias Quanta.Repo

  @impl true
  def mount(_params, _session, socket) do
    workspaces = Repo.all(from w in Workspace, order_by: [desc: w.inserted_at], limit: 200)
    {:ok, assign(socket, workspaces: workspaces)}
  end

  @impl true
  def render(assigns) do
    ~H"""
    <.header>Workspaces</.header>
    <.table id="workspaces" rows={@workspaces}>
      <:col :let={ws} label="Name"><%= ws.name %></:col>
      <:col :let={ws} label="Plan"><%= ws.plan %></:col>
      <:col :let={ws} label="Status"><%= ws.status %></:col>
      <:col :let={ws} label="Trial ends">
        {if ws.trial_ends_at, do: Calendar.strftime(ws.trial_ends_at, "%Y-%m-%d"), else: "—"}
      </:col>
      <:col :let={ws} label="Created"><%= Calendar.strftime(ws.inserted_at, "%Y-%m-%d") %></:col>
    </.table>
    """
  end
end
