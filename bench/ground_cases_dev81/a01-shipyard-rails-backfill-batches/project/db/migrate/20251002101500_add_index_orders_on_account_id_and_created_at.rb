class AddIndexOrdersOnAccountIdAndCreatedAt < ActiveRecord::Migration[7.1]
  disable_ddl_transaction!

  def change
    add_index :orders, %i[account_id created_at],
              order: { created_at: :desc },
              algorithm: :concurrently,
              name: "index_orders_on_account_id_and_created_at"
  end
end
