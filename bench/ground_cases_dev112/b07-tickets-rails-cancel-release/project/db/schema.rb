ActiveRecord::Schema[7.2].define(version: 2025_11_02_083000) do
  create_table "users", force: :cascade do |t|
    t.string "email", null: false
    t.string "encrypted_password", null: false
    t.timestamps
    t.index ["email"], unique: true
  end

  create_table "events", force: :cascade do |t|
    t.string "title", null: false
    t.datetime "starts_at", null: false
    t.integer "base_price_yen", null: false
    t.timestamps
  end

  create_table "orders", force: :cascade do |t|
    t.references "user", null: false, foreign_key: true
    t.references "event", null: false, foreign_key: true
    t.integer "status", default: 0, null: false
    t.string "charge_id"
    t.datetime "paid_at"
    t.datetime "cancelled_at"
    t.timestamps
  end

  create_table "seats", force: :cascade do |t|
    t.references "event", null: false, foreign_key: true
    t.bigint "order_id"
    t.string "row", null: false
    t.integer "number", null: false
    t.datetime "held_until"
    t.timestamps
    t.index ["event_id", "row", "number"], unique: true
  end
end
