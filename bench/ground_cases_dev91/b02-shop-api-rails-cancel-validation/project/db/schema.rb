ActiveRecord::Schema[7.1].define(version: 2025_09_30_021544) do
  enable_extension "plpgsql"

  create_table "customers", force: :cascade do |t|
    t.string "email", null: false
    t.string "name", null: false
    t.timestamps
    t.index ["email"], unique: true
  end

  create_table "orders", force: :cascade do |t|
    t.bigint "customer_id", null: false
    t.integer "status", default: 0, null: false
    t.integer "total_amount", default: 0, null: false
    t.string "shipping_address"
    t.datetime "cancelled_at"
    t.timestamps
    t.index ["customer_id", "created_at"]
  end

  create_table "line_items", force: :cascade do |t|
    t.bigint "order_id", null: false
    t.bigint "product_id", null: false
    t.integer "quantity", null: false
    t.timestamps
  end
end
