class Payment < ApplicationRecord
  belongs_to :order

  validates :amount_cents, numericality: { greater_than: 0 }
  validates :gateway_ref, presence: true
end
