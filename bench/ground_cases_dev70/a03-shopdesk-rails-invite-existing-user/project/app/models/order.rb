class Order < ApplicationRecord
  STATUSES = %w[open paid shipped refunded cancelled].freeze

  belongs_to :shop
  belongs_to :customer
  has_many :refunds, dependent: :restrict_with_error

  validates :status, inclusion: { in: STATUSES }

  def refund!(amount_cents:)
    raise ArgumentError, "amount must be positive" unless amount_cents.positive?
    raise ArgumentError, "amount exceeds total" if amount_cents > total_cents - refunds.sum(:amount_cents)

    transaction do
      refunds.create!(amount_cents: amount_cents)
      update!(status: "refunded") if refunds.sum(:amount_cents) == total_cents
    end
  end
end
