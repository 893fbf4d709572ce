class RenewalJob < ApplicationJob
  queue_as :billing

  def perform
    Subscription.due_today.includes(:account).find_each do |subscription|
      renew(subscription)
    end
  end

  private

  def renew(subscription)
    Subscription.transaction do
      invoice = subscription.invoices.create!(
        account: subscription.account,
        amount_cents: price_for(subscription),
        issued_on: subscription.renews_on
      )
      subscription.advance!
      BillingMailer.invoice_issued(invoice).deliver_later
    end
  rescue ActiveRecord::RecordInvalid => e
    Rails.logger.warn("renewal #{subscription.id} failed: #{e.message}")
  end

  FREE_MONTHS_ON_YEARLY = 2

  def price_for(subscription)
    base = subscription.account.plan_price_cents
    billed_months = subscription.months
    billed_months -= FREE_MONTHS_ON_YEARLY if subscription.plan == "yearly"
    base * billed_months
  end
end
