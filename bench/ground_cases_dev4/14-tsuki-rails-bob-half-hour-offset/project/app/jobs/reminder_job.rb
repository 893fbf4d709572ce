class ReminderJob < ApplicationJob
  queue_as :mailers

  def perform(user_id)
    user = User.find(user_id)
    ReminderMailer.with(user: user).daily.deliver_now
  end
end
