class Doctor < ApplicationRecord
  belongs_to :clinic
  has_many :appointments, dependent: :destroy

  WEEKDAYS = %w[sun mon tue wed thu fri sat].freeze

  validates :name, presence: true
  validates :slot_minutes, numericality: { only_integer: true, greater_than_or_equal_to: 10, less_than_or_equal_to: 120 }
  validates :opening_hour, :closing_hour, numericality: { only_integer: true, in: 0..24 }
  validate :closing_after_opening
  validate :lunch_break_is_complete

  # working_days is a comma separated list like "mon,tue,thu"
  def works_on?(date)
    working_days.to_s.split(",").map(&:strip).include?(WEEKDAYS[date.wday])
  end

  def display_name
    "#{name}（#{title}）"
  end

  private

  def closing_after_opening
    return if opening_hour.blank? || closing_hour.blank?

    errors.add(:closing_hour, "must be after opening_hour") if closing_hour <= opening_hour
  end

  def lunch_break_is_complete
    return if lunch_start.nil? && lunch_end.nil?

    if lunch_start.nil? || lunch_end.nil?
      errors.add(:lunch_end, "lunch_start and lunch_end go together")
    elsif lunch_end <= lunch_start
      errors.add(:lunch_end, "must be after lunch_start")
    end
  end
end
