class Subscription < ApplicationRecord
  belongs_to :account
  belongs_to :plan
  has_many :charges, dependent: :restrict_with_error

  enum :status, { trialing: 0, active: 1, past_due: 2, cancelled: 3 }

  validates :started_on, presence: true
  validates :interval_months, inclusion: { in: [1, 3, 12] }

  scope :billable, -> { where(status: %i[active past_due]) }
  scope :due_on, ->(day) { billable.where("current_period_end <= ?", day) }

  def is_active?
    active? || trialing?
  end

  # first day of the next billing period
  def next_renewal_on
    periods = ((Date.current - started_on).to_i / 30) / interval_months + 1
    started_on + (periods * interval_months).months
  end

  def advance_period!
    update!(
      current_period_start: current_period_end,
      current_period_end: next_renewal_on,
      status: :active
    )
  end

  def amount_cents
    plan.price_cents * interval_months
  end
end
