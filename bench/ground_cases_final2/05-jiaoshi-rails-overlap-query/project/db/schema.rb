ActiveRecord::Schema[7.1].define(version: 2025_05_20_081200) do
  create_table "bookings", force: :cascade do |t|
    t.bigint "room_id", null: false
    t.bigint "user_id", null: false
    t.datetime "starts_at", null: false
    t.datetime "ends_at", null: false
    t.integer "attendees"
    t.timestamps
    t.index ["room_id", "starts_at"]
  end

  create_table "maintenance_windows", force: :cascade do |t|
    t.bigint "room_id", null: false
    t.datetime "starts_at", null: false
    t.datetime "ends_at", null: false
    t.string "note"
  end

  create_table "rooms", force: :cascade do |t|
    t.string "name", null: false
    t.integer "capacity", null: false
  end
end
