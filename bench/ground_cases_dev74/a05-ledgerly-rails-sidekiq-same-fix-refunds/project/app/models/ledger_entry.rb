class LedgerEntry < ApplicationRecord
  validates :source_id, uniqueness: { scope: :kind }

  def self.book_payout!(payout_id, amount_cents, currency)
    create!(kind: "payout", source_id: payout_id, amount_cents: amount_cents, currency: currency,
            booked_on: Date.current, account: "1200-stripe-clearing")
  end

  def self.book_refund!(refund_id, charge_id, amount_cents, currency)
    create!(kind: "refund", source_id: refund_id, reference: charge_id, amount_cents: -amount_cents,
            currency: currency, booked_on: Date.current, account: "1200-stripe-clearing")
  end
end
