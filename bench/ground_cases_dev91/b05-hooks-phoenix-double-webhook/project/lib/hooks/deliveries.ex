defmodule Hooks.Deliveries do
  @moduledoc "Webhook delivery attempts and their scheduling."
  alias Hooks.Deliveries.Delivery
  alias Hooks.Repo
  alias Hooks.Workers.DeliverWebhook

  def schedule(event) do
    %{event_id: event.id}
    |> DeliverWebhook.new()
    |> Oban.insert()
  end

  def record(event, endpoint, attrs) do
    %Delivery{event_id: event.id, endpoint_id: endpoint.id}
    |> Delivery.changeset(attrs)
    |> Repo.insert()
  end

  def mark_delivered(%Delivery{} = delivery, response) do
    delivery
    |> Delivery.changeset(%{status: "delivered", response_code: response.status, response_body: response.body})
    |> Repo.update()
  end
end
