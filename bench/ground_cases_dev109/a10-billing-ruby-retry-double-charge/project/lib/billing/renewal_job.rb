# frozen_string_literal: true

require "securerandom"
require "logger"
require_relative "subscription"
require_relative "payment_gateway"

module Billing
  # Nightly: charge every subscription whose period has ended and roll it forward.
  class RenewalJob
    MAX_ATTEMPTS = 3

    def initialize(repo:, gateway:, logger: Logger.new($stdout), today: Date.today)
      @repo = repo
      @gateway = gateway
      @logger = logger
      @today = today
    end

    def call
      due_subscriptions.each { |sub| renew(sub) }
    end

    def due_subscriptions
      @repo.all_subscriptions.select { |sub| sub.active? && sub.due_on?(@today) }
    end

    def renew(sub)
      charge_id = charge_with_retry(sub)
      @repo.record_renewal(sub.id, charge_id: charge_id, period_end: sub.next_period_end)
      @logger.info("renewed #{sub.id} charge=#{charge_id} amount=#{sub.amount_cents} #{sub.currency}")
    rescue PaymentGateway::DeclinedError => e
      @repo.mark_past_due(sub.id, reason: e.message)
      @logger.warn("declined #{sub.id}: #{e.message}")
    end

    private

    def charge_with_retry(sub)
      attempts = 0
      begin
        attempts += 1
        @gateway.charge(
          customer_id: sub.customer_id,
          payment_method_id: sub.payment_method_id,
          amount_cents: sub.amount_cents,
          currency: sub.currency,
          idempotency_key: SecureRandom.uuid
        )
      rescue Faraday::TimeoutError, Faraday::ConnectionFailed
        raise if attempts >= MAX_ATTEMPTS

        sleep(2**attempts)
        retry
      end
    end
  end
end
