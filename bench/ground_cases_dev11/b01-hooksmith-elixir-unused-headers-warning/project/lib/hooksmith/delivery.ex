defmodule Hooksmith.Delivery do
  @moduledoc """
  Delivers webhook events to subscribed endpoints, retrying failed
  deliveries with exponential backoff.
  """
  use GenServer
  require Logger

  alias Hooksmith.{EndpointStore, Signer}

  @base_backoff_ms 2_000

  defmodule Job do
    @moduledoc false
    defstruct [:id, :endpoint_id, :event, :body, attempt: 1]
  end

  def start_link(opts) do
    GenServer.start_link(__MODULE__, opts, name: __MODULE__)
  end

  @doc "Queue `event` for every active endpoint subscribed to it."
  def publish(event, payload) do
    GenServer.cast(__MODULE__, {:publish, event, payload})
  end

  @impl true
  def init(opts) do
    {:ok, %{max_attempts: Keyword.get(opts, :max_attempts, 5), inflight: %{}}}
  end

  @impl true
  def handle_cast({:publish, event, payload}, state) do
    body = Jason.encode!(%{event: event, data: payload, sent_at: DateTime.utc_now()})

    for endpoint <- EndpointStore.subscribed(event) do
      job = %Job{id: System.unique_integer([:positive]), endpoint_id: endpoint.id, event: event, body: body}
      send(self(), {:deliver, job})
    end

    {:noreply, state}
  end

  @impl true
  def handle_info({:deliver, %Job{} = job}, state) do
    case EndpointStore.fetch(job.endpoint_id) do
      {:ok, endpoint} ->
        task = Task.Supervisor.async_nolink(Hooksmith.TaskSup, fn -> post(endpoint, job) end)
        {:noreply, put_in(state.inflight[task.ref], {job, endpoint})}

      :error ->
        Logger.info("endpoint #{job.endpoint_id} removed, dropping job #{job.id}")
        {:noreply, state}
    end
  end

  def handle_info({ref, result}, state) when is_reference(ref) do
    Process.demonitor(ref, [:flush])
    {{job, endpoint}, inflight} = Map.pop(state.inflight, ref)

    case result do
      :ok ->
        Logger.debug("delivered #{job.event} to #{endpoint.url} (attempt #{job.attempt})")

      {:error, reason} ->
        Logger.warning("delivery to #{endpoint.url} failed: #{inspect(reason)}")
        maybe_retry(job, state.max_attempts)
    end

    {:noreply, %{state | inflight: inflight}}
  end

  def handle_info({:DOWN, ref, :process, _pid, reason}, state) do
    {{job, endpoint}, inflight} = Map.pop(state.inflight, ref)
    Logger.error("delivery task for #{endpoint.url} crashed: #{inspect(reason)}")
    maybe_retry(job, state.max_attempts)
    {:noreply, %{state | inflight: inflight}}
  end

  defp maybe_retry(%Job{attempt: attempt} = job, max) when attempt < max do
    Process.send_after(self(), {:deliver, %Job{job | attempt: attempt + 1}}, backoff_ms(attempt))
  end

  defp maybe_retry(job, _max) do
    Logger.error("giving up on job #{job.id} after #{job.attempt} attempts")
  end

  @doc false
  def backoff_ms(attempt), do: @base_backoff_ms * Integer.pow(2, attempt - 1)

  defp post(endpoint, job) do
    headers = build_headers(endpoint, job)

    case Req.post(endpoint.url,
           body: job.body,
           headers: headers,
           receive_timeout: endpoint.timeout_ms,
           retry: false
         ) do
      {:ok, %Req.Response{status: status}} when status in 200..299 -> :ok
      {:ok, %Req.Response{status: status}} -> {:error, {:http_status, status}}
      {:error, exception} -> {:error, exception}
    end
  end

  @doc false
  def build_headers(endpoint, job) do
    headers = [
      {"content-type", "application/json"},
      {"user-agent", "hooksmith/0.4"},
      {"x-hooksmith-event", job.event},
      {"x-hooksmith-delivery", Integer.to_string(job.id)}
    ]

    if endpoint.secret do
      headers = [{"x-hooksmith-signature", Signer.sign(job.body, endpoint.secret)} | headers]
    end

    headers
  end
end
