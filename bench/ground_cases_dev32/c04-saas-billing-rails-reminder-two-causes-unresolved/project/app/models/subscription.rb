class Subscription < ApplicationRecord
  STATUSES = %w[trialing active past_due canceled].freeze

  belongs_to :account
  belongs_to :plan

  validates :status, inclusion: { in: STATUSES }
  validates :expires_on, presence: true

  scope :active, -> { where(status: "active") }
  scope :expiring_on, ->(date) { where(expires_on: date) }
  scope :auto_renewing, -> { where(auto_renew: true) }

  def trialing?
    status == "trialing"
  end

  def days_left(today = Time.zone.today)
    (expires_on - today).to_i
  end

  # 续费成功后调用：顺延到期日并清掉提醒标记。
  def renew!(months: plan.billing_months)
    update!(
      status: "active",
      expires_on: expires_on.advance(months: months),
      reminded_at: nil
    )
  end

  def cancel!
    update!(status: "canceled", auto_renew: false)
  end
end
