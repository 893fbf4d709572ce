# frozen_string_literal: true

module Payouts
  # Matches the lines of a provider payout against our Payment records and
  # records every difference as a Discrepancy for finance to review.
  class Reconcile
    Result = Struct.new(:matched, :discrepancies, keyword_init: true)

    def self.call(payout_id, client: ProviderClient.new, dry_run: false)
      new(payout_id, client: client, dry_run: dry_run).call
    end

    def initialize(payout_id, client:, dry_run: false)
      @payout_id = payout_id
      @client = client
      @dry_run = dry_run
    end

    def dry_run?
      @dry_run
    end

    def call
      started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
      Rails.logger.info("[reconcile] start payout=#{@payout_id}")
      payout = Payout.find_by!(provider_id: @payout_id)
      matched = 0
      discrepancies = []

      @client.payout_lines(@payout_id).each do |line|
        payment = Payment.find_by(provider_ref: line.payment_ref)
        gross = payment.amount_cents
        fee = line.fee_cents || 0 # adjustments come back with "fee": null
        expected = gross - fee
        if expected == line.net_cents
          matched += 1
          payment.update!(payout: payout, reconciled_at: Time.current) unless dry_run?
        else
          discrepancies << record_mismatch(payout, payment, expected, line.net_cents)
        end
      end

      unless dry_run?
        payout.update!(status: discrepancies.empty? ? :reconciled : :needs_review, reconciled_at: Time.current)
      end
      elapsed_ms = ((Process.clock_gettime(Process::CLOCK_MONOTONIC) - started) * 1000).round
      Rails.logger.info("[reconcile] done payout=#{@payout_id} matched=#{matched} " \
                        "discrepancies=#{discrepancies.size} elapsed_ms=#{elapsed_ms}")
      Result.new(matched: matched, discrepancies: discrepancies)
    end

    private

    def record_mismatch(payout, payment, expected, actual)
      klass = dry_run? ? Discrepancy.method(:new) : Discrepancy.method(:create!)
      klass.call(
        payout: payout,
        payment: payment,
        expected_cents: expected,
        actual_cents: actual,
        kind: "amount_mismatch"
      )
    end
  end
end
