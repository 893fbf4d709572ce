ActiveRecord::Schema[7.1].define(version: 2025_05_28_021544) do
  enable_extension "plpgsql"

  create_table "attendances", force: :cascade do |t|
    t.bigint "user_id", null: false
    t.bigint "shift_id"
    t.date "work_date", null: false
    t.datetime "clock_in_at", null: false
    t.datetime "clock_out_at"
    t.integer "break_minutes", default: 0, null: false
    t.string "source", default: "web", null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["shift_id"], name: "index_attendances_on_shift_id"
    t.index ["user_id", "work_date"], name: "index_attendances_on_user_id_and_work_date", unique: true
  end

  create_table "shifts", force: :cascade do |t|
    t.bigint "user_id", null: false
    t.date "date", null: false
    t.datetime "starts_at", null: false
    t.datetime "ends_at", null: false
    t.index ["user_id", "date"], name: "index_shifts_on_user_id_and_date", unique: true
  end

  create_table "users", force: :cascade do |t|
    t.bigint "store_id", null: false
    t.string "name", null: false
    t.string "email", null: false
    t.index ["email"], name: "index_users_on_email", unique: true
  end
end
