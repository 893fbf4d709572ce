defmodule Hooks.Workers.DeliverWebhook do
  @moduledoc "Posts one event to every active endpoint of its account."
  use Oban.Worker, queue: :webhooks, max_attempts: 10

  require Logger

  alias Hooks.{Deliveries, Endpoints, Events}

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"event_id" => event_id}, attempt: attempt}) do
    event = Events.get_event!(event_id)
    Logger.metadata(event_id: event_id)

    for endpoint <- Endpoints.active_for(event.account_id, event.event_type) do
      {:ok, delivery} = Deliveries.record(event, endpoint, %{status: "sending"})

      case Req.post(endpoint.url, json: body(event), headers: [{"x-hooks-signature", Endpoints.sign(endpoint, event)}]) do
        {:ok, %Req.Response{status: status} = response} when status in 200..299 ->
          {:ok, _} = Deliveries.mark_delivered(delivery, response)

        {:ok, %Req.Response{status: status}} ->
          Logger.warning("webhook rejected status=#{status} attempt=#{attempt}")
          raise "endpoint #{endpoint.id} answered #{status}"

        {:error, reason} ->
          raise "endpoint #{endpoint.id} unreachable: #{inspect(reason)}"
      end
    end

    :ok
  end

  defp body(event) do
    %{id: event.id, type: event.event_type, created_at: event.inserted_at, data: event.payload}
  end
end
