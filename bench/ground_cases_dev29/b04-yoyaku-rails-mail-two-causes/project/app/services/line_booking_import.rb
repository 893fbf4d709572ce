# Imports bookings that the LINE mini-app posts in batches (every 5 minutes).
class LineBookingImport
  BATCH_SIZE = 500

  def initialize(payload, shop:)
    @rows = Array(payload["bookings"])
    @shop = shop
  end

  def call
    return 0 if @rows.empty?

    now = Time.current
    records = @rows.map { |row| attributes_for(row, now) }
    records.each_slice(BATCH_SIZE) do |slice|
      Reservation.insert_all(slice, unique_by: :index_reservations_on_line_booking_id)
    end
    records.size
  end

  private

  def attributes_for(row, now)
    customer = Customer.find_or_create_by!(line_user_id: row.fetch("line_user_id")) do |c|
      c.name = row["display_name"].presence || "LINEのお客様"
      c.email = row["email"]
    end
    {
      shop_id: @shop.id,
      customer_id: customer.id,
      starts_at: Time.zone.parse(row.fetch("starts_at")),
      party_size: row.fetch("party_size").to_i,
      source: Reservation.sources[:line],
      status: Reservation.statuses[:confirmed],
      line_booking_id: row.fetch("booking_id"),
      created_at: now,
      updated_at: now
    }
  end
end
