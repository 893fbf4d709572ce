class CreateWarehousesAndStockLevels < ActiveRecord::Migration[7.1]
  def change
    create_table :warehouses do |t|
      t.string :code, null: false, limit: 16
      t.string :name, null: false
      t.string :feed_url, null: false
      t.string :feed_token
      t.boolean :active, null: false, default: true
      t.string :province
      t.string :contact_phone
      t.integer :sync_interval_minutes, null: false, default: 15
      t.datetime :last_synced_at
      t.timestamps
    end

    add_index :warehouses, :code, unique: true

    # SKUs are stored normalised (trimmed, upper case); see SkuImporter.
    create_table :stock_levels do |t|
      t.references :warehouse, null: false, foreign_key: true
      t.string :sku, null: false, limit: 64
      t.integer :quantity, null: false, default: 0
      t.datetime :synced_at
      t.timestamps
    end

    add_index :stock_levels, [:sku, :warehouse_id], unique: true
    add_index :stock_levels, :synced_at
  end
end
