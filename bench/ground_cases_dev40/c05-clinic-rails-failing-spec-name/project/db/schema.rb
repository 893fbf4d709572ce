ActiveRecord::Schema[7.2].define(version: 2025_10_22_015212) do
  create_table "appointments", force: :cascade do |t|
    t.bigint "doctor_id", null: false
    t.bigint "patient_id", null: false
    t.datetime "starts_at", null: false
    t.datetime "ends_at", null: false
    t.integer "status", default: 0, null: false
    t.timestamps
    t.index ["doctor_id", "starts_at"]
  end

  create_table "clinics", force: :cascade do |t|
    t.string "name", null: false
    t.string "time_zone", default: "Asia/Shanghai", null: false
    t.timestamps
  end

  create_table "doctors", force: :cascade do |t|
    t.bigint "clinic_id", null: false
    t.string "name", null: false
    t.string "title"
    t.integer "slot_minutes", default: 30, null: false
    t.integer "opening_hour", default: 9, null: false
    t.integer "closing_hour", default: 17, null: false
    t.string "working_days", default: "mon,tue,wed,thu,fri", null: false
    t.timestamps
    t.time "lunch_start"
    t.time "lunch_end"
  end

  create_table "patients", force: :cascade do |t|
    t.string "name", null: false
    t.string "phone", null: false
    t.timestamps
  end
end
