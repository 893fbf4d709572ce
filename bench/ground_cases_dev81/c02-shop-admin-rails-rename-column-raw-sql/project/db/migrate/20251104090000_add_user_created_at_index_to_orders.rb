class AddUserCreatedAtIndexToOrders < ActiveRecord::Migration[7.2]
  disable_ddl_transaction!

  def change
    add_index :orders, %i[user_id created_at], order: { created_at: :desc },
              name: "index_orders_on_user_id_and_created_at", algorithm: :concurrently,
              if_not_exists: true
  end
end
