class ShiftReminderJob < ApplicationJob
  queue_as :default

  WINDOW = 24.hours

  def perform(now: Time.current)
    Shift.filled
         .where(reminder_sent_at: nil)
         .where(starts_at: now..(now + WINDOW))
         .includes(:assignee, :location)
         .find_each do |shift|
      next if shift.assignee.nil?

      ShiftMailer.reminder(shift).deliver_later
      shift.update_column(:reminder_sent_at, now)
    end
  end
end
