class BookingValidator
  Result = Struct.new(:ok, :message)

  def initialize(booking)
    @booking = booking
  end

  def call
    return Result.new(false, "该时段教室已被预约") if @booking.overlapping?
    if @booking.room.maintenance_windows.overlapping(@booking.starts_at, @booking.ends_at).exists?
      return Result.new(false, "该时段教室维护中")
    end
    return Result.new(false, "超过教室容量") if @booking.attendees.to_i > @booking.room.capacity

    Result.new(true, nil)
  end
end
