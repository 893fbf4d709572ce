class Subscription < ApplicationRecord
  belongs_to :plan
  has_many :payments, dependent: :restrict_with_error

  enum :status, { active: "active", past_due: "past_due", canceled: "canceled" }, default: "active"

  validates :customer_id, presence: true
  validates :current_period_end, presence: true

  scope :for_customer, ->(customer_id) { where(customer_id: customer_id) }

  def cancel!(at: Time.current)
    update!(status: :canceled, canceled_at: at)
  end

  def days_left(today = Time.zone.today)
    (current_period_end - today).to_i
  end

  def renewal_label
    return "已取消" if canceled?
    return "欠费" if past_due?

    "#{current_period_end.strftime('%Y-%m-%d')} 自动续费"
  end

  def trial?
    trial_ends_on.present? && trial_ends_on >= Time.zone.today
  end
end
