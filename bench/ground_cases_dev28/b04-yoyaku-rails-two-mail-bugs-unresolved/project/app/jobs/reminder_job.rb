# Sends a reminder mail for every active reservation of the next day.
# Scheduled by sidekiq-cron at 18:00 JST (config/schedule.yml).
class ReminderJob < ApplicationJob
  queue_as :mailers

  def perform
    reservations_for_tomorrow.find_each do |reservation|
      next if reservation.reminded_at.present?

      ReservationMailer.with(reservation: reservation).reminder.deliver_now
      reservation.update_column(:reminded_at, Time.current)
    rescue StandardError => e
      Rails.logger.error("[ReminderJob] reservation=#{reservation.id} #{e.class}: #{e.message}")
    end
  end

  private

  def reservations_for_tomorrow
    Reservation.active
               .where(status: "confirmed")
               .where(starts_at: tomorrow_range)
               .includes(:customer, :salon)
  end

  def tomorrow_range
    Time.zone.tomorrow.all_day
  end

  def self.dry_run
    new.send(:reservations_for_tomorrow).pluck(:id, :starts_at)
  end
end
