class CreditNote < ApplicationRecord
  belongs_to :invoice

  validates :amount_yen, numericality: { only_integer: true, greater_than: 0 }
  validates :reason, presence: true
  validate :not_more_than_invoice

  delegate :customer, to: :invoice

  before_create :assign_number

  def issued_on
    created_at&.to_date || Date.current
  end

  private

  def assign_number
    self.number ||= InvoiceNumberer.next_for(self, kind: :credit_note)
  end

  def not_more_than_invoice
    return if invoice.nil? || amount_yen.nil?
    return if invoice.credited_yen + amount_yen <= invoice.total_yen

    errors.add(:amount_yen, "exceeds the invoice total")
  end
end
