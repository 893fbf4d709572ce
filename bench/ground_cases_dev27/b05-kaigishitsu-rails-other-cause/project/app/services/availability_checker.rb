# 指定した部屋・時間帯に、取り消されていない予約が重なっていないかを調べる
class AvailabilityChecker
  OPEN_HOUR = 8
  CLOSE_HOUR = 21

  def initialize(room)
    @room = room
  end

  def available?(start_at, end_at)
    return false if start_at.blank? || end_at.blank? || start_at >= end_at
    return false unless within_business_hours?(start_at, end_at)

    !overlapping(start_at, end_at).exists?
  end

  # 指定時間帯に重なる予約
  def overlapping(start_at, end_at)
    @room.reservations.active.where("start_at < ? AND end_at > ?", end_at, start_at)
  end

  private

  def within_business_hours?(start_at, end_at)
    return false unless start_at.to_date == end_at.to_date

    opens = start_at.change(hour: OPEN_HOUR)
    closes = start_at.change(hour: CLOSE_HOUR)
    start_at >= opens && end_at <= closes
  end
end
