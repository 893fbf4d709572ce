ActiveRecord::Schema[7.2].define(version: 2025_11_03_152600) do
  enable_extension "plpgsql"

  create_table "accounts", force: :cascade do |t|
    t.string "name", null: false
    t.timestamps
  end

  create_table "customers", force: :cascade do |t|
    t.bigint "account_id", null: false
    t.string "name", null: false
    t.string "email"
    t.string "phone"
    t.timestamps
    t.index ["account_id", "name"], name: "index_customers_on_account_id_and_name"
  end

  create_table "line_items", force: :cascade do |t|
    t.bigint "order_id", null: false
    t.bigint "product_id", null: false
    t.integer "quantity", null: false
    t.decimal "unit_price", precision: 10, scale: 2, null: false
    t.timestamps
    t.index ["order_id"], name: "index_line_items_on_order_id"
  end

  create_table "orders", force: :cascade do |t|
    t.bigint "account_id", null: false
    t.bigint "customer_id", null: false
    t.string "status", default: "open", null: false
    t.text "notes"
    t.datetime "cancelled_at"
    t.timestamps
    t.index ["account_id", "created_at"], name: "index_orders_on_account_id_and_created_at", order: { created_at: :desc }
    t.index ["account_id"], name: "index_orders_on_account_id"
    t.index ["customer_id"], name: "index_orders_on_customer_id"
  end
end
