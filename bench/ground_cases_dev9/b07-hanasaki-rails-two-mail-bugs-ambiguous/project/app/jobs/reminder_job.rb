class ReminderJob < ApplicationJob
  queue_as :mailers

  # 毎日18時に、翌日の予約のお客様へリマインドを送る（config/recurring.yml）
  def perform(date = Date.tomorrow)
    Reservation.on(date).includes(:customer, :menu).find_each do |reservation|
      next if reservation.reminded_at.present?

      ReservationMailer.reminder(reservation).deliver_later
      reservation.update_column(:reminded_at, Time.current)
    end
  end
end
