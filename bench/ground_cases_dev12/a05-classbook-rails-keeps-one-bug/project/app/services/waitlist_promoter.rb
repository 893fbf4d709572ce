# Moves the first person on a class's waitlist into a booking when a spot frees up.
#
# Called from Booking#cancel! inside the cancellation's transaction, so a failed promotion
# never leaves a half-cancelled booking behind. Nobody is promoted in the last hour before
# class: at that point people wouldn't see the email in time and would count as no-shows.
#
#   WaitlistPromoter.new(slot).call # => the new Booking, or nil
class WaitlistPromoter
  CUTOFF = 1.hour

  def self.call(slot)
    new(slot).call
  end

  def initialize(slot)
    @slot = slot
  end

  def call
    return if @slot.starts_at <= CUTOFF.from_now

    entry = @slot.waitlist_entries.first
    return if entry.nil?

    booking = @slot.bookings.new(member: entry.member)
    if booking.save
      entry.destroy!
      BookingMailer.with(booking: booking).promoted_from_waitlist.deliver_later
      Rails.logger.info("[waitlist] promoted member=#{entry.member_id} slot=#{@slot.id}")
    else
      Rails.logger.warn("[waitlist] could not promote member=#{entry.member_id}: #{booking.errors.full_messages.join(', ')}")
    end
    booking
  end
end
