class DayBeforeReminderJob < ApplicationJob
  queue_as :mailers

  def perform(today = Time.zone.today)
    targets = Reservation.where(reserved_on: today + 1, reminded_at: nil).includes(:customer, :slot)

    targets.find_each do |reservation|
      next if reservation.customer.email.blank?

      ReminderMailer.day_before(reservation).deliver_now
      reservation.update_column(:reminded_at, Time.current)
    end
  end
end
