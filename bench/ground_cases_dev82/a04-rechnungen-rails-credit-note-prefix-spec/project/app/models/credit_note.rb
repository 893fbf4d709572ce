# Gutschrift / Rechnungskorrektur for a refund. Own number range (GS-YYYY-NNNNN).
class CreditNote < ApplicationRecord
  belongs_to :invoice
  belongs_to :refund

  validates :amount_cents, numericality: { greater_than: 0 }
  validates :number, presence: true, uniqueness: true

  before_validation :assign_number, on: :create

  private

  def assign_number
    self.issued_on ||= Date.current
    self.number ||= InvoiceNumberer.next!(date: issued_on, series: :credit_note)
  end
end
