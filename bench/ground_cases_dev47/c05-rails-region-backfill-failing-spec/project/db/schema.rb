ActiveRecord::Schema[7.1].define(version: 2025_10_30_091200) do
  enable_extension "plpgsql"

  create_table "customers", force: :cascade do |t|
    t.string "email", null: false
    t.string "first_name"
    t.string "last_name"
    t.string "zip"
    t.string "region"
    t.datetime "archived_at"
    t.timestamps
    t.index ["email"], name: "index_customers_on_email", unique: true
  end
end
