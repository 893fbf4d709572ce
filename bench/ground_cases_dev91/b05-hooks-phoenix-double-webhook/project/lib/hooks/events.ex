defmodule Hooks.Events do
  @moduledoc "Events that subscribers receive as webhooks."
  import Ecto.Query

  alias Hooks.Deliveries
  alias Hooks.Events.Event
  alias Hooks.Repo

  def list_events(account_id, opts \\ []) do
    limit = Keyword.get(opts, :limit, 50)

    Event
    |> where([e], e.account_id == ^account_id)
    |> filter_type(Keyword.get(opts, :event_type))
    |> order_by([e], desc: e.inserted_at)
    |> limit(^limit)
    |> Repo.all()
  end

  defp filter_type(query, nil), do: query
  defp filter_type(query, type), do: where(query, [e], e.event_type == ^type)

  def get_event!(id), do: Repo.get!(Event, id)

  def create_event(attrs) do
    with {:ok, event} <- %Event{} |> Event.changeset(attrs) |> Repo.insert() do
      if event.status == "published", do: Deliveries.schedule(event)
      {:ok, event}
    end
  end

  def publish(%Event{} = event) do
    with {:ok, event} <- event |> Event.changeset(%{status: "published"}) |> Repo.update() do
      Deliveries.schedule(event)
      {:ok, event}
    end
  end
end
