class Refund < ApplicationRecord
  belongs_to :invoice
  has_one :credit_note, dependent: :restrict_with_error

  enum :status, { pending: "pending", succeeded: "succeeded", failed: "failed" }

  validates :amount_cents, numericality: { greater_than: 0 }
  validate :not_more_than_paid

  private

  def not_more_than_paid
    return if invoice.nil? || amount_cents.nil?

    already = invoice.refunds.where.not(id: id).where.not(status: :failed).sum(:amount_cents)
    errors.add(:amount_cents, "exceeds what was paid") if already + amount_cents > invoice.gross_cents
  end
end
