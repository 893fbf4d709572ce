# Copies Stripe payouts into the ledger. Runs every hour via sidekiq-cron and picks up
# where the last run stopped (StripeCursor). Payouts are booked once, when they're paid.
class SyncStripePayoutsJob
  include Sidekiq::Job
  sidekiq_options queue: :finance, retry: 5

  PAGE_SIZE = 100

  def perform
    cursor = StripeCursor.for("payouts")
    params = { limit: PAGE_SIZE, status: "paid", created: { gte: cursor.since.to_i } }
    params[:starting_after] = cursor.last_id if cursor.last_id

    Stripe::Payout.list(params).auto_paging_each do |payout|
      record = Payout.find_or_initialize_by(stripe_id: payout.id)
      record.update!(
        amount_cents: payout.amount,
        currency: payout.currency.upcase,
        arrival_date: Time.at(payout.arrival_date).to_date,
        status: payout.status,
        raw: payout.to_hash
      )
      unless LedgerEntry.exists?(kind: "payout", source_id: payout.id)
        LedgerEntry.book_payout!(payout.id, payout.amount, payout.currency.upcase)
      end
      cursor.advance!(payout.id)
    end
    cursor.finish!
  end
end
