class Refund < ApplicationRecord
  validates :stripe_id, :charge_id, :amount_cents, :currency, presence: true
end
