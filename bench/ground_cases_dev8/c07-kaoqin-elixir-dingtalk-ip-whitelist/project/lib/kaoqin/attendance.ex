defmodule Kaoqin.Attendance do
  import Ecto.Query
  alias Kaoqin.Repo

  def active_dingtalk_user_ids do
    Repo.all(from e in "employees", where: e.active and not is_nil(e.dingtalk_userid), select: e.dingtalk_userid)
  end

  def upsert_records(records) do
    rows =
      Enum.map(records, fn r ->
        %{
          dingtalk_userid: r["userId"],
          check_type: r["checkType"],
          time_result: r["timeResult"],
          user_check_time: DateTime.from_unix!(r["userCheckTime"], :millisecond),
          inserted_at: DateTime.utc_now()
        }
      end)

    Repo.insert_all("attendance_records", rows, on_conflict: :nothing, conflict_target: [:dingtalk_userid, :user_check_time])
  end
end
