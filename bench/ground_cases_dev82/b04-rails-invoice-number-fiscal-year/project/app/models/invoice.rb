class Invoice < ApplicationRecord
  belongs_to :customer
  has_many :credit_notes, dependent: :restrict_with_error

  validates :issued_on, presence: true
  validates :total_yen, numericality: { only_integer: true, greater_than_or_equal_to: 0 }
  validates :number, uniqueness: true, allow_nil: true

  before_create :assign_number

  scope :issued_between, ->(from, to) { where(issued_on: from..to) }

  def tax_yen
    total_yen - subtotal_yen
  end

  def subtotal_yen
    (total_yen * 100 / 110.0).ceil
  end

  def credited_yen
    credit_notes.sum(:amount_yen)
  end

  def outstanding_yen
    total_yen - credited_yen - paid_yen
  end

  private

  def assign_number
    self.number ||= InvoiceNumberer.next_for(self)
  end
end
