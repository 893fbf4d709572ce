class Plan < ApplicationRecord
  INTERVALS = %w[month year].freeze

  has_many :subscriptions, dependent: :restrict_with_error

  validates :name, presence: true
  validates :interval, inclusion: { in: INTERVALS }
  validates :price_cents, numericality: { greater_than_or_equal_to: 0 }

  def yearly?
    interval == "year"
  end

  def monthly?
    interval == "month"
  end
end
