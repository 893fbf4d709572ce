class Subscription < ApplicationRecord
  belongs_to :account
  belongs_to :plan
  belongs_to :coupon, optional: true

  enum :status, { trialing: "trialing", active: "active", past_due: "past_due", canceled: "canceled" },
       validate: true

  validates :interval, inclusion: { in: Plan::INTERVALS }
  validates :current_period_end, presence: true

  scope :renewing_on, ->(date) { active.where(current_period_end: date.all_day) }
  scope :with_auto_renew, -> { where(cancel_at_period_end: false) }

  def annual?
    interval == "year"
  end

  def base_price_cents
    plan.price_cents_for(interval)
  end

  # Amount charged at the next renewal, in cents, after any coupon.
  def amount_due
    base = base_price_cents
    return base unless coupon&.applies_to_renewal?

    discount = if coupon.percent_off
                 (base * coupon.percent_off / 100.0).round
               else
                 [coupon.amount_off_cents, base].min
               end
    base - discount
  end

  def next_period_end
    annual? ? current_period_end + 1.year : current_period_end + 1.month
  end

  def renew!(charged_cents:)
    transaction do
      update!(current_period_end: next_period_end, last_charged_cents: charged_cents, status: :active)
      coupon&.redeem_once!(self)
    end
  end
end
