defmodule Tidepool.IngestTest do
  use ExUnit.Case, async: true

  alias Tidepool.Ingest
  alias Tidepool.Readings.Reading
  alias Tidepool.Repo

  setup do
    :ok = Ecto.Adapters.SQL.Sandbox.checkout(Repo)
  end

  @csv """
  measured_at,level_cm,water_temp_c
  2025-06-01T00:00:00Z,112,14.2
  2025-06-01T00:10:00Z,118,14.2
  2025-06-01T00:20:00Z,125,
  2025-06-01T01:30:00Z,151,14.0
  """

  test "imports valid rows" do
    assert %{inserted: 4, invalid: []} = Ingest.import_csv("DLFZ", @csv)
    assert Repo.aggregate(Reading, :count) == 4
  end

  test "re-importing the same export inserts nothing" do
    Ingest.import_csv("DLFZ", @csv)
    assert %{inserted: 0} = Ingest.import_csv("DLFZ", @csv)
  end

  test "reports gaps longer than max_gap_minutes" do
    %{gaps: gaps} = Ingest.import_csv("DLFZ", @csv)
    assert [{~U[2025-06-01 00:20:00Z], ~U[2025-06-01 01:30:00Z]}] = gaps
  end

  test "collects invalid rows with their line numbers" do
    csv = "measured_at,level_cm,water_temp_c\n2025-06-01T00:00:00Z,abc,14\n2025-06-01T00:10:00Z,120\n"
    %{inserted: 0, invalid: invalid} = Ingest.import_csv("DLFZ", csv)
    assert [{2, %{level_cm: _}}, {3, %{row: _}}] = invalid
  end

  test "inserts in batches of the configured size" do
    rows =
      for i <- 0..119 do
        ts = DateTime.add(~U[2025-06-02 00:00:00Z], i * 600) |> DateTime.to_iso8601()
        "#{ts},#{100 + rem(i, 40)},13.5"
      end

    csv = Enum.join(["measured_at,level_cm,water_temp_c" | rows], "\n")
    assert %{inserted: 120} = Ingest.import_csv("IJMH", csv)
  end
end
