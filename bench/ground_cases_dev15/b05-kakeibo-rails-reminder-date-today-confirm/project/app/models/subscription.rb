class Subscription < ApplicationRecord
  belongs_to :user
  belongs_to :plan

  enum :status, { active: "active", paused: "paused", cancelled: "cancelled" }, default: :active

  scope :auto_renew, -> { where(auto_renew: true) }
  scope :renewing_between, ->(from, to) { where(renews_on: from..to) }

  validates :renews_on, presence: true

  def renewal_due?(today = Time.zone.today)
    active? && auto_renew? && renews_on <= today
  end

  def days_until_renewal(today = Time.zone.today)
    (renews_on - today).to_i
  end

  def renew!
    transaction do
      update!(
        renews_on: renews_on.next_month,
        reminder_sent_on: nil,
        renewed_count: renewed_count + 1
      )
      plan.charge!(user)
    end
  end

  def price_label
    ActiveSupport::NumberHelper.number_to_currency(plan.price, unit: "¥", precision: 0)
  end
end
