ActiveRecord::Schema[7.1].define(version: 2025_09_30_101512) do
  enable_extension "plpgsql"

  create_table "appointments", force: :cascade do |t|
    t.bigint "clinic_id", null: false
    t.bigint "patient_id", null: false
    t.bigint "practitioner_id", null: false
    t.datetime "starts_at", null: false
    t.datetime "ends_at", null: false
    t.string "status", default: "booked", null: false
    t.text "notes"
    t.datetime "cancelled_at"
    t.string "cancel_reason"
    t.datetime "reminder_sent_at"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["clinic_id", "starts_at"], name: "index_appointments_on_clinic_id_and_starts_at"
    t.index ["patient_id"], name: "index_appointments_on_patient_id"
    t.index ["practitioner_id", "starts_at"], name: "index_appointments_on_practitioner_id_and_starts_at"
  end

  create_table "clinics", force: :cascade do |t|
    t.string "name", null: false
    t.string "time_zone", default: "Europe/Lisbon", null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
  end

  create_table "patients", force: :cascade do |t|
    t.string "first_name", null: false
    t.string "last_name", null: false
    t.string "phone"
    t.string "locale", default: "pt", null: false
    t.boolean "sms_opt_out", default: false, null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
  end

  create_table "practitioners", force: :cascade do |t|
    t.bigint "clinic_id", null: false
    t.string "title"
    t.string "first_name", null: false
    t.string "last_name", null: false
    t.integer "slot_minutes", default: 20, null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
  end

  add_foreign_key "appointments", "clinics"
  add_foreign_key "appointments", "patients"
  add_foreign_key "appointments", "practitioners"
  add_foreign_key "practitioners", "clinics"
end
