class Plan < ApplicationRecord
  INTERVALS = { "month" => 1.month, "year" => 1.year }.freeze

  has_many :subscriptions

  validates :name, presence: true
  validates :price_cents, numericality: { greater_than_or_equal_to: 0 }
  validates :billing_interval, inclusion: { in: INTERVALS.keys }

  def interval
    INTERVALS.fetch(billing_interval)
  end

  def free?
    price_cents.zero?
  end
end
