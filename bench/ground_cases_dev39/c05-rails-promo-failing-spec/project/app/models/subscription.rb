class Subscription < ApplicationRecord
  belongs_to :user
  belongs_to :plan
  has_many :charges, dependent: :restrict_with_error

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3 }

  validates :started_at, presence: true
  validates :renewals_count, numericality: { greater_than_or_equal_to: 0 }

  scope :due_for_renewal, ->(now = Time.current) { where(status: %i[trialing active]).where("current_period_end <= ?", now) }

  def trial_ends_at
    started_at + plan.trial_days.days
  end

  def in_trial?
    Time.current < trial_ends_at
  end

  FIRST_MONTH_DISCOUNT = 0.5

  # 试用结束后的第一个付费月打五折
  def renewal_price_cents
    return (plan.price_cents * FIRST_MONTH_DISCOUNT).round if renewals_count <= 1

    plan.price_cents
  end

  def advance_period!
    update!(
      current_period_end: current_period_end + plan.interval_days.days,
      renewals_count: renewals_count + 1,
      status: :active
    )
  end

  def cancel!(reason: nil)
    update!(status: :canceled, canceled_at: Time.current, cancel_reason: reason)
  end
end
