class AddUniqueIndexToPointLedgersOrderPurchase < ActiveRecord::Migration[7.2]
  disable_ddl_transaction!

  def change
    add_index :point_ledgers, :order_id, unique: true, where: "reason = 'purchase'",
                                         name: "index_point_ledgers_on_order_id_purchase", algorithm: :concurrently
  end
end
