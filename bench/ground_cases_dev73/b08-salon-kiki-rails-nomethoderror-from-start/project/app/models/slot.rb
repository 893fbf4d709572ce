class Slot < ApplicationRecord
  belongs_to :staff
  has_many :reservations, dependent: :nullify

  scope :on, ->(date) { where(starts_at: date.in_time_zone.all_day) }
  scope :open, -> { where(reservations_count: 0) }

  def label
    from = starts_at.in_time_zone("Asia/Tokyo").strftime("%-m/%-d %H:%M")
    to = ends_at.in_time_zone("Asia/Tokyo").strftime("%H:%M")
    "#{from}〜#{to}"
  end

  def duration_minutes
    ((ends_at - starts_at) / 60).to_i
  end

  def full?
    reservations_count.positive?
  end
end
