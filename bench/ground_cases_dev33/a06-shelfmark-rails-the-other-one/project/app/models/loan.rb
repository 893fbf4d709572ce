class Loan < ApplicationRecord
  LOAN_PERIOD = 21.days
  MAX_RENEWALS = 2

  belongs_to :member
  belongs_to :copy, class_name: "BookCopy"

  validates :borrowed_on, :due_on, presence: true
  validate :due_after_borrowed

  scope :outstanding, -> { where(returned_on: nil) }
  scope :overdue, -> { outstanding.where("due_on < ?", Date.today) }
  scope :due_soon, -> { outstanding.where(due_on: Date.current..3.days.from_now.to_date) }

  before_validation :set_due_on, on: :create

  def overdue?
    returned_on.nil? && due_on < Date.current
  end

  def renew!
    raise ArgumentError, "already renewed #{MAX_RENEWALS} times" if renewals >= MAX_RENEWALS

    update!(due_on: due_on + LOAN_PERIOD, renewals: renewals + 1)
  end

  def return!(on: Date.current)
    update!(returned_on: on)
  end

  def days_overdue
    overdue? ? (Date.current - due_on).to_i : 0
  end

  private

  def set_due_on
    self.borrowed_on ||= Date.current
    self.due_on ||= borrowed_on + LOAN_PERIOD
  end

  def due_after_borrowed
    return if borrowed_on.blank? || due_on.blank?

    errors.add(:due_on, "must be after the borrow date") if due_on <= borrowed_on
  end
end
