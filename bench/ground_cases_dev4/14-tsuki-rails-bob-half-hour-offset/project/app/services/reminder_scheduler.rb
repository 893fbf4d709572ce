# Schedules each user's daily reminder for 09:00 in their own time zone.
class ReminderScheduler
  LOCAL_HOUR = 9

  def initialize(clock: Time)
    @clock = clock
  end

  def send_at(user, day)
    offset_hours = user.utc_offset_seconds / 3600
    Time.utc(day.year, day.month, day.day, LOCAL_HOUR) - offset_hours.hours
  end

  def schedule_all(day)
    User.includes(:reminders).find_each do |user|
      next if user.reminders.active.empty?

      ReminderJob.set(wait_until: send_at(user, day)).perform_later(user.id)
    end
  end
end
