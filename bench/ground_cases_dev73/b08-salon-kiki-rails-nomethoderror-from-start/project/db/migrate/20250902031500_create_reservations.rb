class CreateReservations < ActiveRecord::Migration[7.2]
  def change
    create_table :reservations do |t|
      t.references :customer, null: false, foreign_key: true
      t.references :slot, foreign_key: true
      t.date :reserved_on, null: false
      t.string :menu
      t.integer :status, null: false, default: 0
      t.datetime :cancelled_at
      t.datetime :reminded_at
      t.timestamps
    end
  end
end
