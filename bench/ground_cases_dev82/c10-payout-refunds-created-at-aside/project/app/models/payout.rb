class Payout < ApplicationRecord
  belongs_to :seller

  validates :period_start, :period_end, presence: true
  validates :net_cents, numericality: { only_integer: true }

  scope :for_month, ->(month) { where(period_start: month.beginning_of_month) }

  def period
    period_start..period_end
  end
end
