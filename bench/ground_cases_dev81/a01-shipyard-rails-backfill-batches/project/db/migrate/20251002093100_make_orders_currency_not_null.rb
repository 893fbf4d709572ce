class MakeOrdersCurrencyNotNull < ActiveRecord::Migration[7.1]
  def change
    change_column_null :orders, :currency, false
  end
end
