class AddStoreIdToReservations < ActiveRecord::Migration[7.1]
  def change
    add_reference :reservations, :store, foreign_key: true, index: false
    up_only do
      execute "UPDATE reservations SET store_id = (SELECT id FROM stores ORDER BY id LIMIT 1)"
    end
    change_column_null :reservations, :store_id, false
  end
end
