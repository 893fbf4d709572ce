class AutoConfirmJob < ApplicationJob
  queue_as :default

  # Restaurants with auto_confirm on get their reservations confirmed right away,
  # as long as a table is free. Otherwise the reservation stays pending for the staff.
  def perform(reservation_id)
    reservation = Reservation.find_by(id: reservation_id)
    return if reservation.nil? || !reservation.pending?

    table = reservation.restaurant.tables.best_for(reservation.party_size, reservation.reserved_at)
    return if table.nil?

    reservation.confirm!(table: table)
  end
end
