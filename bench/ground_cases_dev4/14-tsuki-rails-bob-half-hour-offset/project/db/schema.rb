ActiveRecord::Schema[7.2].define(version: 2025_03_11_090000) do
  create_table "reminders", force: :cascade do |t|
    t.bigint "user_id", null: false
    t.string "text", null: false
    t.datetime "archived_at"
    t.index ["user_id", "archived_at"]
  end

  create_table "users", force: :cascade do |t|
    t.string "email", null: false
    t.string "time_zone", default: "UTC", null: false
  end
end
