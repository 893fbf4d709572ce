class AddSourceToBookings < ActiveRecord::Migration[7.2]
  def change
    add_column :bookings, :source, :integer, null: false, default: 0
    add_index :bookings, :source
  end
end
