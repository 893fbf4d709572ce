ActiveRecord::Schema[7.1].define(version: 2025_11_05_093000) do
  enable_extension "plpgsql"

  create_table "locations", force: :cascade do |t|
    t.string "name", null: false
    t.string "time_zone", default: "Europe/Berlin", null: false
    t.timestamps
  end

  create_table "shifts", force: :cascade do |t|
    t.bigint "location_id", null: false
    t.bigint "assignee_id"
    t.string "role_name", null: false
    t.string "status", default: "open", null: false
    t.datetime "starts_at", null: false
    t.datetime "ends_at", null: false
    t.timestamps
    t.datetime "reminder_sent_at"
    t.index ["location_id"], name: "index_shifts_on_location_id"
    t.index ["reminder_sent_at"], name: "index_shifts_on_reminder_sent_at"
    t.index ["starts_at"], name: "index_shifts_on_starts_at"
  end

  create_table "users", force: :cascade do |t|
    t.string "email", null: false
    t.string "display_name", null: false
    t.timestamps
    t.index ["email"], name: "index_users_on_email", unique: true
  end
end
