class Loan < ApplicationRecord
  class RenewalRefused < StandardError; end

  LOAN_PERIOD = 21.days
  RENEWAL_PERIOD = 7.days
  MAX_RENEWALS = 3

  belongs_to :book
  belongs_to :member

  scope :active, -> { where(returned_at: nil) }
  scope :overdue, -> { active.where("due_on <= ?", Date.current) }
  scope :due_within, ->(days) { active.where(due_on: Date.current..days.days.from_now.to_date) }

  validates :due_on, presence: true
  validate :book_available, on: :create

  before_validation :set_due_on, on: :create

  def overdue?
    returned_at.nil? && due_on < Date.current
  end

  def days_overdue(on: Date.current)
    return 0 unless overdue?

    (on - due_on).to_i
  end

  def renewable?
    returned_at.nil? && !overdue? && renewals_count < MAX_RENEWALS
  end

  def renew!
    raise RenewalRefused, "loan #{id} is overdue, it has to be returned first" if overdue?
    raise RenewalRefused, "loan #{id} has already been renewed #{renewals_count} times" unless renewable?

    update!(due_on: due_on + RENEWAL_PERIOD, renewals_count: renewals_count + 1)
  end

  def checkin!(at: Time.current)
    update!(returned_at: at)
  end

  private

  def set_due_on
    self.due_on ||= (loaned_at || Time.current).to_date + LOAN_PERIOD
  end

  def book_available
    return if book.nil?

    errors.add(:book, "is already on loan") if book.loans.active.where.not(id: id).exists?
  end
end
