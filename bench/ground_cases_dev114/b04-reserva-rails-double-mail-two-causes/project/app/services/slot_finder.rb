# Free start times for a shop on one day.
class SlotFinder
  def initialize(shop, date)
    @shop = shop
    @date = date
  end

  def call(party_size:)
    return [] if @shop.closed_on?(@date)

    candidates.select { |t| fits?(t, party_size) }
  end

  private

  def candidates
    open_at = @date.in_time_zone(@shop.time_zone).change(hour: @shop.opens_hour)
    close_at = @date.in_time_zone(@shop.time_zone).change(hour: @shop.closes_hour)
    step = @shop.slot_minutes.minutes
    times = []
    t = open_at
    while t + step <= close_at
      times << t
      t += step
    end
    times
  end

  def fits?(start, party_size)
    taken = @shop.reservations.active
                 .where(starts_at: start...(start + @shop.slot_minutes.minutes))
                 .sum(:party_size)
    taken + party_size <= @shop.seats
  end
end
