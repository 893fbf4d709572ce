class Loan < ApplicationRecord
  LOAN_DAYS = 14

  belongs_to :book
  belongs_to :user

  before_validation :set_due_on, on: :create
  validate :book_must_be_available, on: :create

  scope :active, -> { where(returned_at: nil) }
  scope :overdue, -> { active.where("due_on < ?", Date.current) }

  def overdue?
    returned_at.nil? && due_on < Date.current
  end

  private

  def set_due_on
    self.due_on ||= Date.current + LOAN_DAYS
  end

  def book_must_be_available
    errors.add(:book, "は貸出中です") unless book&.available?
  end
end
