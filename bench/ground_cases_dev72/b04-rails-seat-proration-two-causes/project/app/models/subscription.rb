class Subscription < ApplicationRecord
  belongs_to :workspace
  has_many :invoice_items, dependent: :destroy

  PLANS = {
    "starter" => { seat_price: 900 },
    "business" => { seat_price: 1_500 },
    "enterprise" => { seat_price: 3_000 }
  }.freeze

  validates :plan, inclusion: { in: PLANS.keys }
  validates :seats, numericality: { greater_than: 0 }

  def seat_price
    PLANS.fetch(plan)[:seat_price]
  end

  def current_period
    current_period_start...current_period_end
  end
end
