class CreateBookings < ActiveRecord::Migration[7.1]
  def change
    create_table :bookings do |t|
      t.references :customer, null: false, foreign_key: true
      t.bigint :cleaner_id
      t.references :address, null: false, foreign_key: true
      t.datetime :starts_at, null: false
      t.integer :duration_minutes, null: false, default: 120
      t.integer :status, null: false, default: 0
      t.datetime :reminder_sent_at
      t.timestamps
    end
    add_index :bookings, :starts_at
  end
end
