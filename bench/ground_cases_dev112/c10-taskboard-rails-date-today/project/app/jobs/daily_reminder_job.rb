# Scheduled by sidekiq-cron at 07:30 Beijing time (config/schedule.yml: "30 23 * * *" UTC).
class DailyReminderJob < ApplicationJob
  queue_as :mailers

  def perform
    User.where(reminders_enabled: true).find_each(batch_size: 500) do |user|
      tasks = Task.due_today.for_user(user).by_priority.to_a
      next if tasks.empty?

      ReminderMailer.daily(user, tasks).deliver_later
    end
  end

  # Used by the admin page to preview how many mails the next run will send.
  def self.preview_count
    User.where(reminders_enabled: true).count do |user|
      Task.due_today.for_user(user).exists?
    end
  end

  def self.last_run_at
    Rails.cache.read("daily_reminder:last_run_at")
  end

  after_perform do
    Rails.cache.write("daily_reminder:last_run_at", Time.current)
  end
end
