class Invoice < ApplicationRecord
  belongs_to :subscription

  validates :issued_on, :amount, presence: true
  validates :amount, numericality: { greater_than: 0 }

  before_validation :set_due_on, on: :create

  scope :unpaid, -> { where(paid_at: nil) }
  scope :overdue, ->(today = Date.current) { unpaid.where(due_on: ...today) }

  # Closed at the end of the month of issue, due at the end of the following month.
  def due_date
    BusinessDays.end_of_month(BusinessDays.add_months(issued_on, 1))
  end

  def overdue?(today = Date.current)
    paid_at.nil? && due_on < today
  end

  def days_overdue(today = Date.current)
    return 0 unless overdue?(today)

    BusinessDays.between(due_on, today)
  end

  def mark_paid!(at: Time.current)
    update!(paid_at: at)
  end

  private

  def set_due_on
    self.due_on ||= due_date if issued_on
  end
end
