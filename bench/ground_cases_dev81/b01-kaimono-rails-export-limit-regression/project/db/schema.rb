ActiveRecord::Schema[7.2].define(version: 2025_05_20_101500) do
  enable_extension "plpgsql"

  create_table "customers", force: :cascade do |t|
    t.bigint "shop_id", null: false
    t.string "email", null: false
    t.string "name", null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["shop_id", "email"], name: "index_customers_on_shop_id_and_email", unique: true
  end

  create_table "line_items", force: :cascade do |t|
    t.bigint "order_id", null: false
    t.string "sku", null: false
    t.integer "quantity", default: 1, null: false
    t.integer "price_cents", null: false
    t.index ["order_id"], name: "index_line_items_on_order_id"
  end

  create_table "orders", force: :cascade do |t|
    t.bigint "shop_id", null: false
    t.bigint "customer_id", null: false
    t.string "number", null: false
    t.string "status", default: "pending", null: false
    t.integer "total_cents", default: 0, null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["customer_id"], name: "index_orders_on_customer_id"
    t.index ["shop_id", "number"], name: "index_orders_on_shop_id_and_number", unique: true
  end

  create_table "shops", force: :cascade do |t|
    t.string "name", null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
  end

  add_foreign_key "customers", "shops"
  add_foreign_key "line_items", "orders"
  add_foreign_key "orders", "customers"
  add_foreign_key "orders", "shops"
end
