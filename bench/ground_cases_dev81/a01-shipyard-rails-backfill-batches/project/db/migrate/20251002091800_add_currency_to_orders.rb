class AddCurrencyToOrders < ActiveRecord::Migration[7.1]
  def change
    add_column :orders, :currency, :string, limit: 3
  end
end
