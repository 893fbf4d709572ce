class GymClass < ApplicationRecord
  belongs_to :instructor, class_name: "Staff"
  belongs_to :studio

  has_many :bookings, dependent: :destroy
  has_many :active_bookings, -> { where(status: %i[active attended]) }, class_name: "Booking"
  has_many :waitlist_entries, -> { order(:position) }, dependent: :delete_all

  validates :title, :starts_at, :duration_minutes, presence: true
  validates :capacity, numericality: { only_integer: true, greater_than: 0 }

  scope :on_day, ->(date) { where(starts_at: date.all_day) }

  def ends_at
    starts_at + duration_minutes.minutes
  end

  def spots_left
    [capacity - active_bookings.count, 0].max
  end

  def full?
    spots_left.zero?
  end

  def waitlist_count
    waitlist_entries.count
  end
end
