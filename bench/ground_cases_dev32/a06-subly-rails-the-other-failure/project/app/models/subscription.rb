class Subscription < ApplicationRecord
  belongs_to :account
  belongs_to :plan
  has_many :invoices, dependent: :restrict_with_error

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3, expired: 4 }, prefix: true

  validates :current_period_start, :current_period_end, presence: true
  validate :period_is_ordered

  scope :due_for_renewal, ->(at = Time.current) {
    where(current_period_end: ..at).where(status: %i[active past_due])
  }

  # Whether the nightly RenewalJob should charge for the next period at `at`.
  def renewable?(at = Time.current)
    return false if status_expired?
    return false if status_trialing? && trial_ends_at&.after?(at)

    current_period_end <= at
  end

  def days_in_period
    (current_period_end.to_date - current_period_start.to_date).to_i
  end

  def advance_period!
    length = plan.interval == "year" ? 1.year : 1.month
    update!(
      current_period_start: current_period_end,
      current_period_end: current_period_end + length,
      status: :active
    )
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at_period_end: true)
    else
      update!(status: :canceled, canceled_at: Time.current)
    end
  end

  private

  def period_is_ordered
    return if current_period_start.blank? || current_period_end.blank?

    errors.add(:current_period_end, "must be after the period start") if current_period_end <= current_period_start
  end
end
