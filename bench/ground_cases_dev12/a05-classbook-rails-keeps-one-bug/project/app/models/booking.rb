class Booking < ApplicationRecord
  belongs_to :class_slot
  belongs_to :member

  scope :active, -> { where(cancelled_at: nil) }
  scope :cancelled, -> { where.not(cancelled_at: nil) }
  scope :upcoming, -> { joins(:class_slot).where("class_slots.starts_at > ?", Time.current) }

  validates :member_id, uniqueness: {
    scope: :class_slot_id,
    conditions: -> { where(cancelled_at: nil) },
    message: "is already booked into this class"
  }
  validate :slot_has_room, on: :create
  validate :not_in_the_past, on: :create

  after_create_commit :send_confirmation

  def cancel!(by: member)
    transaction do
      update!(cancelled_at: Time.current, cancelled_by_id: by.id)
      WaitlistPromoter.new(class_slot).call
    end
    BookingMailer.with(booking: self).cancelled.deliver_later
  end

  def cancelled?
    cancelled_at.present?
  end

  def late_cancellation?
    cancelled? && cancelled_at > class_slot.starts_at - 12.hours
  end

  private

  def slot_has_room
    return if class_slot.nil?

    if class_slot.bookings.active.count > class_slot.capacity
      errors.add(:base, "This class is full")
    end
  end

  def not_in_the_past
    return if class_slot.nil?

    errors.add(:base, "This class has already started") if class_slot.starts_at <= Time.current
  end

  def send_confirmation
    BookingMailer.with(booking: self).booking_confirmed.deliver_later
  end
end
