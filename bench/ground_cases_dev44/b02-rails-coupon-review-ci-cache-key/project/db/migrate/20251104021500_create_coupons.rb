class CreateCoupons < ActiveRecord::Migration[7.1]
  def change
    create_table :coupons do |t|
      t.string :code, null: false, limit: 32
      t.references :campaign, foreign_key: true
      t.integer :discount_type, null: false, default: 0
      t.integer :discount_value, null: false
      t.integer :usage_limit
      t.date :expires_on, null: false

      t.timestamps
    end
    add_index :coupons, :code
    add_index :coupons, :expires_on
  end
end
