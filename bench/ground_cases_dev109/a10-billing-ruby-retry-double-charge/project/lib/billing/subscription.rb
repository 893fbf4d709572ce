# frozen_string_literal: true

require "date"

module Billing
  # A customer's plan. Amounts are integer cents.
  Subscription = Struct.new(
    :id, :customer_id, :plan, :amount_cents, :currency,
    :status, :current_period_end, :payment_method_id,
    keyword_init: true
  ) do
    def active?
      status == "active"
    end

    def paused?
      status == "paused"
    end

    def due_on?(date)
      current_period_end <= date
    end

    def next_period_end
      current_period_end.next_month
    end

    def period_key
      "#{id}-#{current_period_end.iso8601}"
    end
  end
end
