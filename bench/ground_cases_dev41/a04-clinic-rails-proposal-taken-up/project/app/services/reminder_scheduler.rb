class ReminderScheduler
  LEAD_TIME = 24.hours
  QUIET_HOURS = (22..23).to_a + (0..7).to_a

  def initialize(appointment)
    @appointment = appointment
  end

  def schedule
    run_at = @appointment.starts_at - LEAD_TIME
    return if run_at.past?

    run_at = shift_out_of_quiet_hours(run_at)
    SendReminderJob.set(wait_until: run_at).perform_later(@appointment.id)
  end

  def reschedule
    # The old job still fires; SendReminderJob looks the appointment up again,
    # so the text always has the current time.
    schedule
  end

  private

  # Reminders should not arrive at night: move them to 8:00 the same morning.
  def shift_out_of_quiet_hours(time)
    return time unless QUIET_HOURS.include?(time.hour)

    time = time - 1.day if time.hour >= 22
    time.change(hour: 8)
  end
end
