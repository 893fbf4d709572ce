class Plan < ApplicationRecord
  INTERVALS = %w[month year].freeze

  has_many :subscriptions, dependent: :restrict_with_error

  validates :name, presence: true
  validates :price, numericality: { only_integer: true, greater_than: 0 }
  validates :interval, inclusion: { in: INTERVALS }
  validates :trial_days, numericality: { only_integer: true, greater_than_or_equal_to: 0 }

  scope :public_plans, -> { where(hidden: false).order(:price) }

  def yearly?
    interval == "year"
  end

  def label
    yearly? ? "#{name}（年払い）" : "#{name}（月払い）"
  end

  def price_label
    suffix = yearly? ? "/年" : "/月"
    "¥#{price.to_fs(:delimited)}#{suffix}"
  end

  def trial_end_from(time = Time.current)
    return nil if trial_days.zero?

    (time + trial_days.days).end_of_day
  end
end
