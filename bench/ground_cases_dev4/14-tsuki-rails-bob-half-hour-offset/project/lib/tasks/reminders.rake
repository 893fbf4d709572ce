namespace :reminders do
  desc "Schedule tomorrow's reminders"
  task schedule: :environment do
    ReminderScheduler.new.schedule_all(Date.tomorrow)
  end
end
