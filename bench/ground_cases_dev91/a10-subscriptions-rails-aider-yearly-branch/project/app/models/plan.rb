class Plan < ApplicationRecord
  INTERVALS = %w[month year].freeze

  has_many :subscriptions

  validates :name, presence: true
  validates :price_cents, numericality: { only_integer: true, greater_than_or_equal_to: 0 }
  validates :interval, inclusion: { in: INTERVALS }

  def price
    price_cents / 100.0
  end
end
