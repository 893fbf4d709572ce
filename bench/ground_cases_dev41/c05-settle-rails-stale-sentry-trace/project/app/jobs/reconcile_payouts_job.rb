# frozen_string_literal: true

class ReconcilePayoutsJob < ApplicationJob
  queue_as :finance

  def perform(payout_id)
    result = Payouts::Reconcile.call(payout_id)
    return if result.discrepancies.empty?

    FinanceMailer.discrepancies(payout_id, result.discrepancies.map(&:id)).deliver_later
  end
end
