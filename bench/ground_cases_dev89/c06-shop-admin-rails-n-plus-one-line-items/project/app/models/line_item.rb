class LineItem < ApplicationRecord
  belongs_to :order
  belongs_to :product

  validates :quantity, numericality: { greater_than: 0, only_integer: true }
  validates :unit_price_cents, numericality: { greater_than_or_equal_to: 0 }

  before_validation :compute_amount

  def amount
    amount_cents / 100.0
  end

  private

  def compute_amount
    self.amount_cents = quantity.to_i * unit_price_cents.to_i
  end
end
