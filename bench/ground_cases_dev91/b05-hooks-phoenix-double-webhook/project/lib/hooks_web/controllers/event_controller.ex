defmodule HooksWeb.EventController do
  use HooksWeb, :controller

  alias Hooks.Events

  action_fallback HooksWeb.FallbackController

  def index(conn, params) do
    events =
      Events.list_events(conn.assigns.account_id,
        limit: parse_limit(params["limit"]),
        event_type: params["event_type"]
      )
    render(conn, :index, events: events)
  end

  def create(conn, %{"event" => attrs}) do
    attrs = Map.put(attrs, "account_id", conn.assigns.account_id)

    with {:ok, event} <- Events.create_event(attrs) do
      conn
      |> put_status(:created)
      |> render(:show, event: event)
    end
  end

  def publish(conn, %{"id" => id}) do
    with {:ok, event} <- id |> Events.get_event!() |> Events.publish() do
      render(conn, :show, event: event)
    end
  end

  defp parse_limit(nil), do: 50
  defp parse_limit(value) do
    case Integer.parse(value) do
      {n, ""} when n in 1..200 -> n
      _ -> 50
    end
  end
end
