class Appointment < ApplicationRecord
  belongs_to :patient
  belongs_to :clinic

  enum :status, { booked: 0, cancelled: 1, completed: 2 }

  REMINDER_WINDOW = 24.hours

  scope :due_for_reminder, lambda {
    booked
      .where(reminder_sent_at: nil)
      .where(starts_at: Time.current..(Time.current + REMINDER_WINDOW))
  }

  def reminder_text
    "Reminder: #{clinic.name}, #{starts_at.in_time_zone(clinic.time_zone).strftime('%a %d %b %H:%M')}"
  end

  def mark_reminded!
    update!(reminder_sent_at: Time.current)
  end
end
