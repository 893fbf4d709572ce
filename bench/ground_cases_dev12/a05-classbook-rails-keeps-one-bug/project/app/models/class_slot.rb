class ClassSlot < ApplicationRecord
  belongs_to :studio
  belongs_to :instructor, class_name: "Staff"
  has_many :bookings, dependent: :destroy
  has_many :waitlist_entries, -> { order(:created_at) }, dependent: :destroy

  validates :title, presence: true
  validates :capacity, numericality: { only_integer: true, greater_than: 0 }
  validates :starts_at, :ends_at, presence: true
  validate :ends_after_start

  scope :upcoming, -> { where("starts_at > ?", Time.current).order(:starts_at) }
  scope :on_day, ->(date) { where(starts_at: date.all_day).order(:starts_at) }

  def spots_left
    [capacity - bookings.count, 0].max
  end

  def full?
    spots_left.zero?
  end

  def duration_minutes
    ((ends_at - starts_at) / 60).round
  end

  def booked_by?(member)
    bookings.active.exists?(member: member)
  end

  def to_s
    "#{title} #{starts_at.strftime('%a %-d %b %H:%M')}"
  end

  private

  def ends_after_start
    return if starts_at.blank? || ends_at.blank?

    errors.add(:ends_at, "must be after the start") if ends_at <= starts_at
  end
end
