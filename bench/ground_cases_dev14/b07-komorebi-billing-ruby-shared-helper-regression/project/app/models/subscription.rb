class Subscription < ApplicationRecord
  belongs_to :customer
  has_many :invoices, dependent: :restrict_with_error

  PLANS = { "basic" => 980, "pro" => 2980, "team" => 9800 }.freeze

  enum :status, { active: "active", paused: "paused", canceled: "canceled" }, validate: true

  validates :plan, inclusion: { in: PLANS.keys }
  validates :started_on, presence: true

  scope :due_for_renewal, ->(on) { active.where(renews_on: ..on) }

  def monthly_price
    PLANS.fetch(plan)
  end

  # Subscriptions started on the last day of a month renew on the last calendar
  # day of each following month (Jan 31 -> Feb 28 -> Mar 31).
  def next_renewal_after(date)
    if started_on == BusinessDays.end_of_month(started_on)
      BusinessDays.end_of_month(BusinessDays.add_months(date, 1))
    else
      BusinessDays.add_months(date, 1)
    end
  end

  def renew!(today: Date.current)
    transaction do
      invoices.create!(issued_on: today, amount: monthly_price)
      update!(renews_on: next_renewal_after(renews_on || started_on))
    end
  end

  def cancel!(at: Time.current)
    update!(status: "canceled", canceled_at: at)
  end
end
