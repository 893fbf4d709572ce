# This file is auto-generated from the current state of the database.

ActiveRecord::Schema[7.1].define(version: 2025_10_02_101500) do
  enable_extension "plpgsql"

  create_table "accounts", force: :cascade do |t|
    t.string "name", null: false
    t.string "default_currency", limit: 3, default: "EUR", null: false
    t.string "plan", default: "starter", null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
  end

  create_table "orders", force: :cascade do |t|
    t.bigint "account_id", null: false
    t.string "number", null: false
    t.string "status", default: "pending", null: false
    t.integer "total_cents", default: 0, null: false
    t.datetime "placed_at"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.string "currency", limit: 3, null: false
    t.index ["account_id", "created_at"], name: "index_orders_on_account_id_and_created_at", order: { created_at: :desc }
    t.index ["created_at"], name: "index_orders_on_created_at"
    t.index ["number"], name: "index_orders_on_number", unique: true
  end

  create_table "order_lines", force: :cascade do |t|
    t.bigint "order_id", null: false
    t.string "sku", null: false
    t.integer "quantity", default: 1, null: false
    t.integer "unit_price_cents", null: false
    t.index ["order_id"], name: "index_order_lines_on_order_id"
  end

  add_foreign_key "order_lines", "orders"
  add_foreign_key "orders", "accounts"
end
