# Finds the free appointment slots of one doctor on one day.
class SlotFinder
  Slot = Struct.new(:starts_at, :ends_at) do
    def overlaps?(other_start, other_end)
      starts_at < other_end && other_start < ends_at
    end

    def as_json(*)
      { starts_at: starts_at.iso8601, ends_at: ends_at.iso8601 }
    end
  end

  def initialize(doctor, date, now: Time.current)
    @doctor = doctor
    @date = date
    @now = now
  end

  def available_slots
    return [] unless @doctor.works_on?(@date)

    taken = booked_ranges
    candidate_slots.reject do |slot|
      slot.starts_at < @now ||
        in_lunch_break?(slot) ||
        taken.any? { |(s, e)| slot.overlaps?(s, e) }
    end
  end

  private

  def duration
    @doctor.slot_minutes.minutes
  end

  def zone
    @zone ||= @doctor.clinic.zone || Time.zone
  end

  # wall-clock time at the clinic on @date
  def at(hour, min = 0)
    zone.local(@date.year, @date.month, @date.day, hour, min)
  end

  def opening_at
    at(@doctor.opening_hour)
  end

  def closing_at
    at(@doctor.closing_hour)
  end

  def candidate_slots
    (opening_at.to_i...closing_at.to_i).step(duration.to_i).map do |t|
      start = Time.at(t).in_time_zone(zone)
      Slot.new(start, start + duration)
    end
  end

  def in_lunch_break?(slot)
    return false unless @doctor.lunch_start && @doctor.lunch_end

    slot.overlaps?(at(@doctor.lunch_start.hour, @doctor.lunch_start.min),
                   at(@doctor.lunch_end.hour, @doctor.lunch_end.min))
  end

  def booked_ranges
    @doctor.appointments.active
           .where(starts_at: opening_at.beginning_of_day..opening_at.end_of_day)
           .pluck(:starts_at, :ends_at)
  end
end
