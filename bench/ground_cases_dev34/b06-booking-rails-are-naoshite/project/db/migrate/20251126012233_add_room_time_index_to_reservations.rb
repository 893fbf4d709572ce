class AddRoomTimeIndexToReservations < ActiveRecord::Migration[7.1]
  def change
    add_index :reservations, [:room_id, :starts_at, :ends_at],
              name: "index_reservations_on_room_and_time"
  end
end
