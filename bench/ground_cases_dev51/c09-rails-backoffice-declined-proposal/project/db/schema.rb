ActiveRecord::Schema[7.2].define(version: 2025_10_30_081200) do
  enable_extension "plpgsql"

  create_table "users", force: :cascade do |t|
    t.string "name", null: false
    t.string "email", null: false
    t.string "password_digest", null: false
    t.integer "role", default: 0, null: false
    t.bigint "company_id"
    t.datetime "disabled_at"
    t.timestamps
    t.index ["email"], name: "index_users_on_email", unique: true
  end

  create_table "orders", force: :cascade do |t|
    t.bigint "user_id", null: false
    t.string "number", null: false
    t.integer "total_cents", default: 0, null: false
    t.integer "status", default: 0, null: false
    t.timestamps
    t.index ["number"], name: "index_orders_on_number", unique: true
    t.index ["user_id"], name: "index_orders_on_user_id"
  end

  create_table "line_items", force: :cascade do |t|
    t.bigint "order_id", null: false
    t.string "sku", null: false
    t.integer "quantity", default: 1, null: false
    t.integer "unit_price_cents", null: false
    t.index ["order_id"], name: "index_line_items_on_order_id"
  end
end
