defmodule Hooksmith.EndpointStore do
  @moduledoc """
  In-memory registry of webhook endpoints, backed by ETS.

  Endpoints are loaded from config at boot and can be registered at runtime.
  """
  use GenServer

  @table :hooksmith_endpoints

  defmodule Endpoint do
    @moduledoc false
    @enforce_keys [:id, :url]
    defstruct [:id, :url, :secret, events: [], active: true, timeout_ms: 5_000]
  end

  def start_link(_opts), do: GenServer.start_link(__MODULE__, :ok, name: __MODULE__)

  @impl true
  def init(:ok) do
    :ets.new(@table, [:named_table, :set, :protected, read_concurrency: true])

    for attrs <- Application.get_env(:hooksmith, :endpoints, []) do
      insert(struct!(Endpoint, attrs))
    end

    {:ok, nil}
  end

  def register(attrs), do: GenServer.call(__MODULE__, {:register, struct!(Endpoint, attrs)})

  def deactivate(id), do: GenServer.call(__MODULE__, {:deactivate, id})

  def fetch(id) do
    case :ets.lookup(@table, id) do
      [{^id, endpoint}] -> {:ok, endpoint}
      [] -> :error
    end
  end

  def list_active do
    @table
    |> :ets.tab2list()
    |> Enum.map(fn {_id, endpoint} -> endpoint end)
    |> Enum.filter(& &1.active)
  end

  def subscribed(event) do
    Enum.filter(list_active(), fn endpoint -> event in endpoint.events or "*" in endpoint.events end)
  end

  @impl true
  def handle_call({:register, endpoint}, _from, state) do
    insert(endpoint)
    {:reply, {:ok, endpoint}, state}
  end

  def handle_call({:deactivate, id}, _from, state) do
    case fetch(id) do
      {:ok, endpoint} ->
        insert(%Endpoint{endpoint | active: false})
        {:reply, :ok, state}

      :error ->
        {:reply, {:error, :not_found}, state}
    end
  end

  defp insert(%Endpoint{} = endpoint), do: :ets.insert(@table, {endpoint.id, endpoint})
end
