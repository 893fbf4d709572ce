class AllowGuestOrders < ActiveRecord::Migration[7.1]
  def change
    change_column_null :orders, :customer_id, true
    add_column :orders, :guest_email, :string
    add_column :orders, :guest_name, :string
    add_index :orders, :guest_email
  end
end
