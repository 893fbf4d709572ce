class InvoiceSequence < ApplicationRecord
  validates :kind, presence: true
  validates :fiscal_year, presence: true, uniqueness: { scope: :kind }
end
