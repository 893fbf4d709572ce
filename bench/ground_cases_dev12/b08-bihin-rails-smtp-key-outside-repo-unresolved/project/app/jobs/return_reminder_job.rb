# 毎朝 9:00 (JST) に sidekiq-cron から起動される。
# 返却期限が翌日の貸出にリマインドを送り、期限切れの一覧を管理者に送る。
class ReturnReminderJob
  include Sidekiq::Job
  sidekiq_options queue: :mailers, retry: 3

  def perform(date_str = nil)
    today = date_str ? Date.parse(date_str) : Time.zone.today

    due_tomorrow = Rental.active.where(due_on: today + 1).includes(:user, :item)
    due_tomorrow.find_each do |rental|
      next if rental.reminded_on == today

      RentalMailer.return_reminder(rental).deliver_now
      rental.update_columns(reminded_on: today)
    end

    overdue = send_overdue_digest(today)

    Rails.logger.info(
      "[ReturnReminderJob] date=#{today} reminded=#{due_tomorrow.size} overdue=#{overdue.size}"
    )
  end

  private

  # 期限切れの貸出を管理者にまとめて送る。土日は送らない (月曜にまとめて届く)。
  def send_overdue_digest(today)
    overdue = Rental.overdue(today).includes(:user, :item).to_a
    return overdue if overdue.empty? || today.saturday? || today.sunday?

    RentalMailer.overdue_digest(overdue).deliver_now
    overdue
  end
end
