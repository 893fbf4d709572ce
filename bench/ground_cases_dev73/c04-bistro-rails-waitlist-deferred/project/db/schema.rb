ActiveRecord::Schema[7.1].define(version: 2024_08_02_101500) do
  enable_extension "plpgsql"

  create_table "restaurants", force: :cascade do |t|
    t.string "name", null: false
    t.integer "seats", null: false
    t.integer "seating_minutes", default: 120, null: false
    t.string "time_zone", default: "Asia/Shanghai", null: false
  end

  create_table "reservations", force: :cascade do |t|
    t.bigint "restaurant_id", null: false
    t.string "guest_name", null: false
    t.string "guest_email", null: false
    t.integer "party_size", null: false
    t.datetime "starts_at", null: false
    t.string "status", default: "confirmed", null: false
    t.timestamps
  end

  create_table "waitlist_entries", force: :cascade do |t|
    t.bigint "restaurant_id", null: false
    t.string "guest_name", null: false
    t.string "guest_email", null: false
    t.integer "party_size", null: false
    t.datetime "wanted_at", null: false
    t.string "status", default: "pending", null: false
    t.datetime "notified_at"
    t.timestamps
  end
end
