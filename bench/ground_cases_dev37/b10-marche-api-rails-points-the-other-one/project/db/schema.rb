ActiveRecord::Schema[7.2].define(version: 2025_11_10_021500) do
  enable_extension "plpgsql"

  create_table "orders", force: :cascade do |t|
    t.bigint "user_id", null: false
    t.string "status", default: "pending", null: false
    t.integer "total", null: false
    t.integer "shipping_fee", default: 0, null: false
    t.datetime "completed_at"
    t.timestamps
    t.index ["user_id"], name: "index_orders_on_user_id"
    t.index ["status", "completed_at"], name: "index_orders_on_status_and_completed_at"
  end

  create_table "point_ledgers", force: :cascade do |t|
    t.bigint "user_id", null: false
    t.bigint "order_id"
    t.integer "amount", null: false
    t.string "reason", null: false
    t.timestamps
    t.index ["order_id"], name: "index_point_ledgers_on_order_id"
    t.index ["user_id"], name: "index_point_ledgers_on_user_id"
  end
end
