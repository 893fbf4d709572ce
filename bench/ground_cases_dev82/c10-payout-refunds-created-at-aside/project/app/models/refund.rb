# A refund to the buyer. Created as "pending" when support approves it; the PSP
# confirms it later (often 1-3 days) and we set status "succeeded" and refunded_at.
class Refund < ApplicationRecord
  belongs_to :order

  STATUSES = %w[pending succeeded failed].freeze

  validates :status, inclusion: { in: STATUSES }
  validates :amount_cents, numericality: { only_integer: true, greater_than: 0 }

  scope :succeeded, -> { where(status: "succeeded") }

  def mark_succeeded!(at: Time.current)
    update!(status: "succeeded", refunded_at: at)
  end
end
