defmodule Tally.Usage do
  @moduledoc "Counting API calls against the monthly limit of a workspace's plan."
  import Ecto.Query
  alias Tally.Repo
  alias Tally.Usage.Counter

  @limits %{"free" => 10_000, "starter" => 250_000, "growth" => 2_000_000, "scale" => :unlimited}

  def limit_for(plan_code), do: Map.get(@limits, plan_code, 10_000)

  @doc "Count one call; {:error, :over_limit} when the plan's monthly limit is used up."
  def track_call(workspace_id) do
    counter = Repo.get!(Counter, workspace_id)

    case limit_for(counter.plan_code) do
      :unlimited ->
        bump(workspace_id)

      limit when counter.api_calls >= limit ->
        {:error, :over_limit}

      _limit ->
        bump(workspace_id)
    end
  end

  defp bump(workspace_id) do
    {1, _} =
      from(c in Counter, where: c.workspace_id == ^workspace_id)
      |> Repo.update_all(inc: [api_calls: 1])

    :ok
  end

  def summary(workspace_id) do
    counter = Repo.get!(Counter, workspace_id)
    %{
      period: counter.period,
      api_calls: counter.api_calls,
      limit: limit_for(counter.plan_code),
      plan_code: counter.plan_code
    }
  end
end
