namespace :reminders do
  desc "前日リマインドメールを送る（毎日 18:00 JST に cron から実行）"
  task send: :environment do
    target = Date.tomorrow
    Reservation.active.where(reserved_at: target.all_day).find_each do |reservation|
      next if reservation.customer.nil? || reservation.customer.email.blank?

      ReservationMailer.with(reservation: reservation).reminder.deliver_later
    end
  end
end
