# Copies Stripe refunds into the ledger as negative entries against the original charge.
# Same schedule and cursor handling as SyncStripePayoutsJob.
class SyncStripeRefundsJob
  include Sidekiq::Job
  sidekiq_options queue: :finance, retry: 5

  PAGE_SIZE = 100

  def perform
    cursor = StripeCursor.for("refunds")
    params = { limit: PAGE_SIZE, created: { gte: cursor.since.to_i } }
    params[:starting_after] = cursor.last_id if cursor.last_id

    Stripe::Refund.list(params).auto_paging_each do |refund|
      next unless refund.status == "succeeded"

      Refund.create!(
        stripe_id: refund.id,
        charge_id: refund.charge,
        amount_cents: refund.amount,
        currency: refund.currency.upcase,
        reason: refund.reason,
        raw: refund.to_hash
      )
      LedgerEntry.book_refund!(refund.id, refund.charge, refund.amount, refund.currency.upcase)
      cursor.advance!(refund.id)
    end
    cursor.finish!
  end
end
