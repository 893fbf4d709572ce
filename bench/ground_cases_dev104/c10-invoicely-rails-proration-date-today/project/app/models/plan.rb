class Plan < ApplicationRecord
  has_many :accounts

  validates :code, presence: true, uniqueness: true
  validates :monthly_price_cents, numericality: { greater_than_or_equal_to: 0 }

  scope :public_plans, -> { where(hidden: false).order(:monthly_price_cents) }

  def free?
    monthly_price_cents.zero?
  end

  def price
    monthly_price_cents / 100.0
  end

  def daily_price_cents(days_in_period)
    return 0 if days_in_period.to_i <= 0

    monthly_price_cents.to_f / days_in_period
  end

  def upgrade_from?(other)
    other.nil? || monthly_price_cents > other.monthly_price_cents
  end

  def to_s
    "#{name} (#{code})"
  end

  def seats_included
    self[:seats_included] || 1
  end
end
