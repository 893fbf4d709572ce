class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy
  has_many :refunds, dependent: :destroy

  STATUSES = %w[pending paid shipped partially_refunded refunded cancelled].freeze

  validates :status, inclusion: { in: STATUSES }
  validates :total_yen, numericality: { greater_than_or_equal_to: 0 }

  # Orders that count as revenue. Anything touched by a refund is left out here;
  # net amounts for partial refunds are handled by callers that need them.
  scope :billable, -> { where.not(status: %w[pending partially_refunded refunded cancelled]) }
  scope :not_cancelled, -> { where.not(status: %w[pending cancelled]) }
  scope :placed_between, ->(from, to) { where(created_at: from...to) }

  def refunded_yen
    refunds.sum(:amount_yen)
  end

  def net_yen
    total_yen - refunded_yen
  end

  def partially_refunded?
    status == "partially_refunded"
  end

  def display_number
    format("KR-%08d", id)
  end
end
