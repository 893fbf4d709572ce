class RenewalJob
  include Sidekiq::Job
  sidekiq_options queue: :billing, retry: 3

  def perform
    Subscription.active.due_for_renewal.find_each do |subscription|
      Billing::Renewal.new(subscription).call
    rescue Billing::Renewal::PaymentFailed => e
      Rails.logger.warn("renewal failed subscription=#{subscription.id} error=#{e.message}")
    end
  end
end
