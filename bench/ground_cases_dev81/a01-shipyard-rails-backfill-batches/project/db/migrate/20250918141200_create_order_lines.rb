class CreateOrderLines < ActiveRecord::Migration[7.1]
  def change
    create_table :order_lines do |t|
      t.references :order, null: false, foreign_key: true
      t.string :sku, null: false
      t.integer :quantity, null: false, default: 1
      t.integer :unit_price_cents, null: false
    end
  end
end
