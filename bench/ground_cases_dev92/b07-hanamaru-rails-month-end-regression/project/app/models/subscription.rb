class Subscription < ApplicationRecord
  include BillingCycle

  belongs_to :account
  belongs_to :plan

  validates :started_on, presence: true
  validates :interval_months, inclusion: { in: [1, 3, 12] }

  scope :active, -> { where(canceled_at: nil) }

  def next_renewal_on(today = Date.current)
    next_cycle_date(started_on, nil, today)
  end

  def current_period_end(today = Date.current)
    next_renewal_on(today) - 1
  end

  def cancel!(at: Time.current)
    update!(canceled_at: at)
  end

  def renew_due?(today = Date.current)
    canceled_at.nil? && next_renewal_on(today - 1) == today
  end
end
