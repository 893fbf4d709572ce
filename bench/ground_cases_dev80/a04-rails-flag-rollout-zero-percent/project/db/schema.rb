ActiveRecord::Schema[7.2].define(version: 2025_10_28_091500) do
  enable_extension "plpgsql"

  create_table "accounts", force: :cascade do |t|
    t.string "name", null: false
    t.string "billing_email", null: false
    t.string "plan", default: "starter", null: false
    t.timestamps
  end

  create_table "feature_flags", force: :cascade do |t|
    t.string "name", null: false
    t.boolean "enabled", default: false, null: false
    t.text "account_ids"
    t.integer "rollout_percentage", default: 0, null: false
    t.timestamps
    t.index ["name"], name: "index_feature_flags_on_name", unique: true
  end

  create_table "invoices", force: :cascade do |t|
    t.references "account", null: false, foreign_key: true
    t.string "number", null: false
    t.bigint "total_cents", null: false
    t.datetime "issued_at", null: false
    t.timestamps
  end
end
