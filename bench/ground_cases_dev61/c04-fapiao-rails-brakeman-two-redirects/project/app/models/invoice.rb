class Invoice < ApplicationRecord
  belongs_to :user

  validates :buyer_name, presence: true
  validates :buyer_tax_id, format: { with: /\A[0-9A-Z]{15,20}\z/ }
  validates :amount_cents, numericality: { greater_than: 0 }

  before_create :assign_number

  def amount
    amount_cents / 100.0
  end

  private

  def assign_number
    self.number ||= format("FP%<d>s%<n>05d", d: Date.current.strftime("%Y%m"),
                                             n: Invoice.where(user_id: user_id).count + 1)
  end
end
