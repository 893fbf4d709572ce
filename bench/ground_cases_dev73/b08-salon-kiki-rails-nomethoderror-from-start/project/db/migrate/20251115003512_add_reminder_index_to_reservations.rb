class AddReminderIndexToReservations < ActiveRecord::Migration[7.2]
  def change
    add_index :reservations, [:reserved_on, :reminded_at]
  end
end
