# 前日リマインド。毎日 18:00 (JST) に sidekiq-cron から起動される。
class ReminderMailJob < ApplicationJob
  queue_as :mailers

  def perform
    targets.find_each do |reservation|
      next if reservation.reminded_at.present?
      next if reservation.guest_email.blank?

      ReminderMailer.with(reservation: reservation).tomorrow.deliver_later
      reservation.update_columns(reminded_at: Time.current)
      Rails.logger.info("[reminder] 送信予約 id=#{reservation.id} #{reservation.starts_at}")
    end
  end

  private

  # 明日来店予定の確定予約
  def targets
    tomorrow = Time.now.tomorrow.all_day
    Reservation.confirmed
               .where(starts_at: tomorrow)
               .includes(:table)
  end

  def quiet_hours?
    hour = Time.current.hour
    hour >= 21 || hour < 8
  end

  def log_skip(reservation, why)
    Rails.logger.info("[reminder] skip id=#{reservation.id} reason=#{why}")
  end
end
