# Runs daily (config/sidekiq_cron.yml). Downgrades accounts whose trial has
# ended to the free plan and sends the "your trial has ended" email once.
class TrialExpiryJob
  include Sidekiq::Job
  sidekiq_options queue: :billing, retry: 3

  def perform
    downgraded = 0
    notified = 0

    Account.trial_ended.find_each do |account|
      Account.transaction do
        if account.trial?
          account.downgrade_to_free!
          downgraded += 1
        end
        account.update!(trial_end_notified_at: Time.current)
      end

      owner = account.owner
      next unless owner

      TrialMailer.with(account: account, user: owner).trial_ended.deliver_later
      notified += 1
    end

    Sidekiq.logger.info("trial expiry: downgraded=#{downgraded} notified=#{notified}")
    { downgraded: downgraded, notified: notified }
  end
end
