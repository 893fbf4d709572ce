class AddRestaurantStartsAtIndexToReservations < ActiveRecord::Migration[7.1]
  disable_ddl_transaction!

  def change
    add_index :reservations, %i[restaurant_id starts_at], algorithm: :concurrently
  end
end
