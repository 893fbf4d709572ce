defmodule Kaoqin.Workers.SyncAttendance do
  use Oban.Worker, queue: :sync, max_attempts: 5

  alias Kaoqin.Attendance
  alias Kaoqin.DingTalk.Client

  @impl Oban.Worker
  def perform(%Oban.Job{args: args}) do
    day =
      case args do
        %{"date" => date} -> Date.from_iso8601!(date)
        _ -> Date.add(Date.utc_today(), -1)
      end

    Attendance.active_dingtalk_user_ids()
    |> Enum.chunk_every(50)
    |> Enum.each(fn ids -> sync_chunk(ids, day, 0) end)
  end

  defp sync_chunk(ids, day, offset) do
    body = Client.attendance(ids, day, Date.add(day, 1), offset)
    Attendance.upsert_records(body["recordresult"])
    if body["hasMore"], do: sync_chunk(ids, day, offset + 50)
  end
end
