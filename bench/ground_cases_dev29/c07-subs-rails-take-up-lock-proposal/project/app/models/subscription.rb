class Subscription < ApplicationRecord
  belongs_to :user
  belongs_to :plan
  has_many :charges, dependent: :restrict_with_exception

  enum :status, { active: "active", past_due: "past_due", canceled: "canceled" }, validate: true

  validates :current_period_end, presence: true

  scope :due_for_renewal, ->(now = Time.current) {
    active.where(cancel_at_period_end: false).where("current_period_end <= ?", now)
  }

  def due?(now = Time.current)
    active? && !cancel_at_period_end && current_period_end <= now
  end

  def next_period_label
    start = current_period_end.to_date
    "#{start.strftime('%Y-%m-%d')} ~ #{(start + plan.interval).strftime('%Y-%m-%d')}"
  end

  # Charges the card for the next period and moves current_period_end forward.
  # Called by RenewalJob for every due subscription.
  def renew!
    return false unless due?

    charge = PaymentGateway.charge(
      customer_id: user.gateway_customer_id,
      amount_cents: plan.price_cents,
      description: "#{plan.name} #{next_period_label}"
    )
    charges.create!(gateway_id: charge.id, amount_cents: plan.price_cents, period_label: next_period_label)
    update!(current_period_end: current_period_end + plan.interval, status: :active)
    BillingMailer.receipt(self, charge).deliver_later
    true
  rescue PaymentGateway::CardDeclined => e
    update!(status: :past_due)
    BillingMailer.payment_failed(self, e.message).deliver_later
    false
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at_period_end: true)
    else
      update!(status: :canceled, current_period_end: Time.current)
    end
  end
end
