# 当日の予約リマインド。sidekiq-cron で毎朝 7:00 (JST) に実行（config/sidekiq_cron.yml）
class ReservationReminderJob < ApplicationJob
  queue_as :mailers

  # 1回の実行で送る上限（SendGrid のレート制限対策）
  MAX_PER_RUN = 2_000

  def perform(date_str = nil)
    date = date_str ? Date.parse(date_str) : Time.zone.today
    sent = 0

    targets(date).find_each do |reservation|
      break if sent >= MAX_PER_RUN

      ReservationMailer.reminder(reservation).deliver_later
      reservation.update_column(:reminded_at, Time.current)
      sent += 1
    end

    Rails.logger.info("[ReservationReminderJob] date=#{date} sent=#{sent}")
    sent
  end

  private

  def targets(date)
    Reservation
      .includes(:customer, :shop)
      .where(starts_at: date.all_day)
      .where.not(status: "canceled")
      .where(reminded_at: nil)
      .where(customers: { email_opt_out: false })
      .references(:customers)
  end
end
