# frozen_string_literal: true

# Charges every subscription whose renewal day is today. Scheduled by
# config/sidekiq_cron.yml at 06:00 UTC.
class RenewalJob < ApplicationJob
  queue_as :billing

  retry_on Stripe::APIConnectionError, wait: :polynomially_longer, attempts: 5
  discard_on ActiveRecord::RecordNotFound

  def perform(today = Time.zone.today.iso8601)
    day = Date.iso8601(today)
    Subscription.billable.where(paused_at: nil).includes(:plan, :account).find_each do |sub|
      next unless sub.renews_today?(day)

      charge(sub, day)
    end
  end

  private

  def charge(sub, day)
    invoice = sub.invoices.create!(
      amount_cents: sub.monthly_price_cents,
      period_start: sub.current_period(day).first,
      period_end: sub.current_period(day).last,
      status: "open"
    )
    PaymentIntentService.new(invoice).call
  rescue PaymentIntentService::CardDeclined => e
    sub.update!(status: "past_due", past_due_since: Time.current)
    Rails.logger.info("renewal declined sub=#{sub.id} reason=#{e.message}")
  end
end
