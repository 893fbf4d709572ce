# Sends the "your membership is about to end" mail.
class RenewalReminder
  DAYS_BEFORE = [7, 1].freeze

  def initialize(mailer: MemberMailer)
    @mailer = mailer
  end

  def call(today: Date.current)
    DAYS_BEFORE.sum do |days|
      due = Subscription.active.ending_on(today + days).includes(:member)
      due.find_each do |subscription|
        @mailer.renewal_reminder(subscription.member, subscription).deliver_later
      end
      due.size
    end
  end
end
