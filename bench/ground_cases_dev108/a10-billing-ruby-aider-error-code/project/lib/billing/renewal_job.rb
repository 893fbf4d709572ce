# frozen_string_literal: true

require "sidekiq"
require_relative "subscription"

module Billing
  class RenewalError < StandardError; end

  # Runs daily at 06:00 and charges every subscription that is due.
  class RenewalJob
    include Sidekiq::Job
    sidekiq_options queue: :billing, retry: 3

    def perform(date_iso = Date.today.iso8601)
      today = Date.iso8601(date_iso)
      Subscription.due_on(today).each do |sub|
        next if sub.paused?

        check_date!(sub)
        Charges.create!(subscription_id: sub.id, amount_cents: sub.plan.price_cents, currency: sub.plan.currency)
        sub.renew!(on: today)
        sub.save!
      end
    end

    private

    # A renewal must land in the month the interval says, never spill into the next one.
    def check_date!(sub)
      base = sub.last_renewed_on || sub.started_on
      expected_month = (base.month + sub.plan.interval_months - 1) % 12 + 1
      nxt = sub.next_renewal_on
      return if nxt.month == expected_month

      raise RenewalError, "E_RENEW_DATE sub=#{sub.id} anchor=#{sub.anchor_day} next_renewal=#{nxt} expected_month=#{expected_month}"
    end
  end
end
