defmodule Tally.UsageTest do
  use Tally.DataCase, async: true
  use Oban.Testing, repo: Tally.Repo

  alias Tally.Usage
  alias Tally.Usage.{Counter, ResetWorker}

  setup do
    id = Ecto.UUID.generate()
    Repo.insert!(%Counter{workspace_id: id, period: ~D[2025-10-01], api_calls: 9_999, plan_code: "free"})
    %{id: id}
  end

  test "the last call under the limit is allowed", %{id: id} do
    assert :ok = Usage.track_call(id)
    assert {:error, :over_limit} = Usage.track_call(id)
  end

  test "the reset zeroes counters of earlier periods", %{id: id} do
    assert :ok = perform_job(ResetWorker, %{"period" => "2025-11-01"})
    assert %{api_calls: 0, period: ~D[2025-11-01]} = Usage.summary(id)
  end
end
