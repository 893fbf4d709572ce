class InvoiceSchedule < ApplicationRecord
  include BillingCycle

  belongs_to :account

  validates :first_issue_on, presence: true
  validates :interval_months, inclusion: { in: [1, 3, 12] }

  def next_issue_on(today = Date.current)
    next_cycle_date(first_issue_on, nil, today)
  end

  def issue_due?(today = Date.current)
    next_issue_on(today - 1) == today
  end
end
