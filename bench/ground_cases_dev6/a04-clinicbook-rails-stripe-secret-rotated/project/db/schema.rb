ActiveRecord::Schema[7.1].define(version: 2025_01_14_101500) do
  enable_extension "plpgsql"

  create_table "appointments", force: :cascade do |t|
    t.string "patient_name", null: false
    t.string "patient_email", null: false
    t.datetime "starts_at", null: false
    t.bigint "therapist_id"
    t.timestamps
  end

  create_table "payments", force: :cascade do |t|
    t.bigint "appointment_id", null: false
    t.string "stripe_session_id", null: false
    t.string "stripe_payment_intent_id"
    t.string "status", default: "pending", null: false
    t.datetime "paid_at"
    t.timestamps
    t.index ["stripe_session_id"], unique: true
  end

  add_foreign_key "payments", "appointments"
end
