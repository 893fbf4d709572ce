class EnqueueRemindersJob
  include Sidekiq::Job
  sidekiq_options queue: :default, retry: false

  def perform
    Appointment.due_for_reminder.find_each do |appointment|
      SendReminderJob.perform_async(appointment.id)
    end
  end
end
