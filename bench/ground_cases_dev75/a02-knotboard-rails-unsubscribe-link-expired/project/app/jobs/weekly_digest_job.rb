class WeeklyDigestJob < ApplicationJob
  queue_as :mailers

  def perform
    User.digest_recipients.find_each do |user|
      DigestMailer.weekly(user).deliver_later
    end
  end
end
