# frozen_string_literal: true

class MonthlyBillingJob < ApplicationJob
  queue_as :billing

  retry_on Payments::GatewayTimeout, wait: 5.minutes, attempts: 3

  def perform(date = Date.current)
    Subscription.due_on(date).includes(:customer).find_each do |subscription|
      bill(subscription, date)
    end
  end

  private

  def bill(subscription, date)
    Subscription.transaction do
      invoice = InvoiceBuilder.new(subscription, issued_on: date).build!
      result = Payments.charge(subscription.customer, invoice.total, idempotency_key: invoice.number)
      if result.success?
        invoice.update!(status: :paid, paid_at: Time.current)
        subscription.advance_billing_date!
      else
        invoice.update!(status: :failed, failure_code: result.code)
        BillingMailer.with(invoice: invoice).payment_failed.deliver_later
      end
    end
  rescue ActiveRecord::RecordInvalid => e
    Rails.logger.error("[billing] subscription=#{subscription.id} #{e.message}")
  end
end
