class RenewalJob < ApplicationJob
  queue_as :billing

  # runs daily at 02:00 UTC from config/recurring.yml
  def perform(day = Date.current)
    renewed = 0
    failed = 0
    Subscription.due_on(day).find_each do |sub|
      result = Billing::RenewSubscription.new(sub).call
      if result.ok
        renewed += 1
      else
        failed += 1
        Rails.logger.warn("[renewal] sub=#{sub.id} failed: #{result.error}")
      end
    end
    Rails.logger.info("[renewal] day=#{day} renewed=#{renewed} failed=#{failed}")
    report(day, renewed, failed)
    { renewed: renewed, failed: failed }
  end

  private

  def report(day, renewed, failed)
    return unless defined?(StatsD)

    StatsD.gauge("billing.renewals.renewed", renewed, tags: ["day:#{day}"])
    StatsD.gauge("billing.renewals.failed", failed, tags: ["day:#{day}"])
    return if failed.zero?

    BillingMailer.renewal_failures(day: day, count: failed).deliver_later
  end
end
