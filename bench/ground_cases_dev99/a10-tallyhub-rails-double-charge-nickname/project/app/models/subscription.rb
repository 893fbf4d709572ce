class Subscription < ApplicationRecord
  belongs_to :customer
  has_many :payments, dependent: :restrict_with_error

  enum :status, { trialing: "trialing", active: "active", past_due: "past_due", canceled: "canceled" }, validate: true
  enum :interval, { month: "month", year: "year" }, prefix: :billed

  validates :plan_name, :price_cents, :currency, :current_period_end, presence: true
  validates :price_cents, numericality: { greater_than: 0 }

  scope :due_for_renewal, ->(now = Time.current) {
    where(status: %w[active past_due], cancel_at_period_end: false).where(current_period_end: ..now)
  }

  def interval_length
    billed_year? ? 1.year : 1.month
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at_period_end: true)
    else
      update!(status: :canceled, canceled_at: Time.current)
    end
  end

  def mark_past_due!(reason)
    update!(status: :past_due, last_payment_error: reason.to_s.truncate(255))
  end

  def as_api_json
    {
      id: id,
      plan: plan_name,
      status: status,
      price_cents: price_cents,
      currency: currency,
      interval: interval,
      current_period_end: current_period_end.iso8601,
      cancel_at_period_end: cancel_at_period_end,
      cancels_on: (current_period_end.to_date.iso8601 if cancel_at_period_end?)
    }
  end
end
