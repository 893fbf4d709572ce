# frozen_string_literal: true

# 出勤打刻。1人1日1件(attendances の user_id + work_date にユニークインデックス)。
class ClockInService
  Result = Struct.new(:attendance, :status, keyword_init: true)

  LATE_GRACE = 5.minutes

  def initialize(user:, now: Time.current, source: "web")
    @user = user
    @now = now
    @source = source
  end

  def call
    work_date = @now.to_date
    existing = Attendance.find_by(user_id: @user.id, work_date: work_date)
    return Result.new(attendance: existing, status: :already_clocked_in) if existing

    attendance = Attendance.create!(
      user: @user,
      work_date: work_date,
      clock_in_at: @now,
      source: @source,
      shift: @user.shift_on(work_date)
    )
    notify_if_late(attendance)
    Result.new(attendance: attendance, status: :created)
  rescue ActiveRecord::RecordNotUnique
    # 同時リクエストで先に作られた打刻を返す
    existing = Attendance.find_by!(user_id: @user.id, work_date: Date.today)
    Result.new(attendance: existing, status: :already_clocked_in)
  end

  private

  def notify_if_late(attendance)
    shift = attendance.shift
    return if shift.nil?
    return if @now <= shift.starts_at + LATE_GRACE

    LateArrivalMailer.with(attendance: attendance).notify_manager.deliver_later
  end
end
