class AddCancelledAtToOrders < ActiveRecord::Migration[7.2]
  def change
    add_column :orders, :cancelled_at, :datetime
  end
end
