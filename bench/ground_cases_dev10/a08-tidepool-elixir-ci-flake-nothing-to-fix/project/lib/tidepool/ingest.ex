defmodule Tidepool.Ingest do
  @moduledoc """
  Imports station CSV exports (`measured_at,level_cm,water_temp_c`) into `readings`.

  Rows are validated one by one; valid rows are inserted in batches with
  `on_conflict: :nothing`, so re-importing an overlapping export is safe.
  Readings more than `max_gap_minutes` apart are reported as gaps.
  """

  alias NimbleCSV.RFC4180, as: CSV
  alias Tidepool.Readings.Reading
  alias Tidepool.Repo

  @type result :: %{inserted: non_neg_integer(), invalid: [{pos_integer(), map()}], gaps: [{DateTime.t(), DateTime.t()}]}

  @spec import_csv(String.t(), String.t()) :: result()
  def import_csv(station, csv_text) do
    rows =
      csv_text
      |> CSV.parse_string(skip_headers: true)
      |> Enum.with_index(2)

    {valid, invalid} =
      Enum.reduce(rows, {[], []}, fn {row, line}, {ok, bad} ->
        case to_changeset(station, row) do
          %{valid?: true} = cs -> {[Ecto.Changeset.apply_changes(cs) | ok], bad}
          cs -> {ok, [{line, errors(cs)} | bad]}
        end
      end)

    valid = Enum.sort_by(valid, & &1.measured_at, DateTime)
    inserted = insert_batches(station, valid)
    %{inserted: inserted, invalid: Enum.reverse(invalid), gaps: gaps(valid)}
  end

  defp to_changeset(station, [measured_at, level, temp]) do
    Reading.changeset(%Reading{}, %{
      station: station,
      measured_at: measured_at,
      level_cm: level,
      water_temp_c: blank_to_nil(temp)
    })
  end

  defp to_changeset(station, _row) do
    %Reading{}
    |> Reading.changeset(%{station: station})
    |> Ecto.Changeset.add_error(:row, "expected 3 columns")
  end

  defp insert_batches(station, readings) do
    now = DateTime.utc_now() |> DateTime.truncate(:second)

    readings
    |> Enum.chunk_every(config(:batch_size))
    |> Enum.reduce(0, fn batch, total ->
      started = System.monotonic_time()
      entries = Enum.map(batch, &row_for_insert(&1, now))
      {count, _} = Repo.insert_all(Reading, entries, on_conflict: :nothing)

      :telemetry.execute(
        [:tidepool, :ingest, :batch],
        %{count: count, duration: System.monotonic_time() - started},
        %{station: station}
      )

      total + count
    end)
  end

  defp row_for_insert(reading, now) do
    reading
    |> Map.take([:station, :measured_at, :level_cm, :water_temp_c, :quality])
    |> Map.put(:id, Ecto.UUID.generate())
    |> Map.put(:inserted_at, now)
  end

  defp gaps(readings) do
    max_gap = config(:max_gap_minutes) * 60

    readings
    |> Enum.chunk_every(2, 1, :discard)
    |> Enum.filter(fn [a, b] -> DateTime.diff(b.measured_at, a.measured_at) > max_gap end)
    |> Enum.map(fn [a, b] -> {a.measured_at, b.measured_at} end)
  end

  defp errors(changeset) do
    Ecto.Changeset.traverse_errors(changeset, fn {msg, _opts} -> msg end)
  end

  defp blank_to_nil(""), do: nil
  defp blank_to_nil(value), do: value

  defp config(key), do: Application.fetch_env!(:tidepool, __MODULE__) |> Keyword.fetch!(key)
end
