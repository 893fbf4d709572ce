class Payout < ApplicationRecord
  validates :stripe_id, :amount_cents, :currency, presence: true
end
