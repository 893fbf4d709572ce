class AddIndexOrdersOnShopStatusCreatedAt < ActiveRecord::Migration[7.2]
  disable_ddl_transaction!

  def change
    add_index :orders, [:shop_id, :status, :created_at],
              order: { created_at: :desc },
              algorithm: :concurrently,
              name: "index_orders_on_shop_status_created_at"
  end
end
