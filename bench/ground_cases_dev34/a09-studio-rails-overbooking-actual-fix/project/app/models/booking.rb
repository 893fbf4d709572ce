class Booking < ApplicationRecord
  belongs_to :member
  belongs_to :gym_class

  enum :status, { active: 0, cancelled: 1, attended: 2, no_show: 3 }
  enum :source, { app: 0, web: 1, desk: 2 }, prefix: true

  validates :member_id, uniqueness: { scope: :gym_class_id,
                                      conditions: -> { where.not(status: :cancelled) },
                                      message: "is already booked into this class" }
  validate :class_not_full, on: :create
  validate :class_not_started, on: :create
  validate :member_can_book, on: :create

  scope :upcoming, -> { joins(:gym_class).where(gym_classes: { starts_at: Time.current.. }) }

  def cancel!(by:)
    raise ArgumentError, "too late to cancel" if gym_class.starts_at < 2.hours.from_now && !by.staff?

    update!(status: :cancelled, cancelled_at: Time.current, cancelled_by: by)
    WaitlistPromotion.call(gym_class)
  end

  private

  def class_not_full
    return if gym_class.nil?
    return if gym_class.active_bookings.count <= gym_class.capacity

    errors.add(:base, "This class is full")
  end

  def class_not_started
    return if gym_class.nil?

    errors.add(:base, "This class has already started") if gym_class.starts_at <= Time.current
  end

  def member_can_book
    return if member.nil?

    errors.add(:base, "Your membership has expired") unless member.active_membership?
    return if member.bookings_this_week < member.weekly_limit

    errors.add(:base, "You have reached your weekly booking limit")
  end
end
