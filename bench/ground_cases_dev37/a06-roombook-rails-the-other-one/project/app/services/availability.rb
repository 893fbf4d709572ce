# Answers "is this room free?" for the booking form and the calendar.
#
# A stay runs from check_in (first night) to check_out (departure day); the
# room is free again on the departure day.
class Availability
  def initialize(room)
    @room = room
  end

  def free?(check_in, check_out, except: nil)
    overlapping(check_in, check_out).where.not(id: except).none?
  end

  def overlapping(check_in, check_out)
    @room.bookings.active.where("check_in < ? AND check_out > ?", check_out, check_in)
  end

  # Nights in [from, to) on which the room is taken, for the calendar view.
  def taken_nights(from, to)
    overlapping(from, to).flat_map do |b|
      first = [b.check_in, from].max
      last = [b.check_out, to].min
      (first...last).to_a
    end.uniq.sort
  end

  def next_free_night(after: Date.current)
    night = after
    night += 1 while taken_nights(night, night + 1).any?
    night
  end
end
