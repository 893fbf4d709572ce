# When a reservation is cancelled, offer the freed seats to the oldest
# waiting party that wanted a time close to the cancelled one.
class WaitlistPromoter
  WINDOW = 30.minutes

  def initialize(restaurant, starts_at, freed_seats)
    @restaurant = restaurant
    @starts_at = starts_at
    @freed_seats = freed_seats
  end

  def call
    entry = @restaurant.waitlist_entries.pending
                       .where(wanted_at: (@starts_at - WINDOW)..(@starts_at + WINDOW))
                       .where(party_size: @freed_seats)
                       .order(:created_at)
                       .first
    return if entry.nil?

    entry.offer!
    Rails.logger.info("[waitlist] offered #{@freed_seats} seats to entry #{entry.id}")
    entry
  end
end
