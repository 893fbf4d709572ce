class CapacityChecker
  def initialize(restaurant)
    @restaurant = restaurant
  end

  # Would a party of +party_size+ arriving at +starts_at+ still fit?
  def fits?(starts_at, party_size)
    seats_taken(starts_at) + party_size <= @restaurant.seats
  end

  def seats_taken(starts_at)
    duration = @restaurant.seating_duration
    @restaurant.reservations.confirmed
               .where(starts_at: (starts_at - duration + 1.second)...(starts_at + duration))
               .sum(:party_size)
  end

  def seats_left(starts_at)
    [@restaurant.seats - seats_taken(starts_at), 0].max
  end
end
