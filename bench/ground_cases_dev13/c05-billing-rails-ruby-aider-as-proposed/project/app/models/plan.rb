class Plan < ApplicationRecord
  INTERVALS = %w[month year].freeze

  has_many :subscriptions, dependent: :restrict_with_error

  validates :name, presence: true
  validates :price_cents, numericality: { only_integer: true, greater_than_or_equal_to: 0 }
  validates :interval, inclusion: { in: INTERVALS }
  validates :trial_days, numericality: { only_integer: true, greater_than_or_equal_to: 0 }

  scope :public_plans, -> { where(hidden: false).order(:price_cents) }

  def interval_duration
    interval == "year" ? 1.year : 1.month
  end

  def free?
    price_cents.zero?
  end

  def price
    Money.new(price_cents, currency)
  end

  def trial_end_for(started_at)
    return nil if trial_days.zero?

    started_at + trial_days.days
  end

  def display_name
    "#{name} (#{price.format}/#{interval == 'year' ? '年' : '月'})"
  end
end
