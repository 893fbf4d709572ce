ActiveRecord::Schema[7.1].define(version: 2025_11_03_092211) do
  enable_extension "plpgsql"

  create_table "accounts", force: :cascade do |t|
    t.string "name", null: false
    t.string "plan", default: "starter", null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
  end

  create_table "audit_events", force: :cascade do |t|
    t.bigint "account_id", null: false
    t.bigint "actor_id", null: false
    t.string "subject_type", null: false
    t.bigint "subject_id", null: false
    t.string "action", null: false
    t.jsonb "changeset", default: {}, null: false
    t.datetime "created_at", null: false
    t.index ["actor_id"], name: "index_audit_events_on_actor_id"
    t.index ["subject_type", "subject_id"], name: "index_audit_events_on_subject_type_and_subject_id"
  end

  create_table "tickets", force: :cascade do |t|
    t.bigint "account_id", null: false
    t.bigint "requester_id", null: false
    t.bigint "assignee_id"
    t.string "subject", null: false
    t.text "body"
    t.string "status", default: "open", null: false
    t.datetime "solved_at"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["account_id", "status"], name: "index_tickets_on_account_id_and_status"
    t.index ["assignee_id"], name: "index_tickets_on_assignee_id"
  end

  create_table "users", force: :cascade do |t|
    t.bigint "account_id", null: false
    t.string "email", default: "", null: false
    t.string "encrypted_password", default: "", null: false
    t.boolean "admin", default: false, null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["email"], name: "index_users_on_email", unique: true
  end

  add_foreign_key "audit_events", "users", column: "actor_id"
  add_foreign_key "tickets", "accounts"
  add_foreign_key "tickets", "users", column: "assignee_id"
  add_foreign_key "tickets", "users", column: "requester_id"
  add_foreign_key "users", "accounts"
end
