ActiveRecord::Schema[7.2].define(version: 2025_10_28_031204) do
  enable_extension "plpgsql"

  create_table "stores", force: :cascade do |t|
    t.string "code", null: false
    t.string "name", null: false
    t.string "city"
    t.index ["code"], name: "index_stores_on_code", unique: true
  end

  create_table "sales", force: :cascade do |t|
    t.bigint "store_id", null: false
    t.string "sku", null: false
    t.date "sold_on", null: false
    t.integer "qty", null: false
    t.decimal "unit_price", precision: 12, scale: 2, null: false
    t.bigint "sales_import_id"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["store_id", "sold_on"], name: "index_sales_on_store_id_and_sold_on"
  end

  create_table "sales_imports", force: :cascade do |t|
    t.bigint "uploaded_by_id", null: false
    t.string "status", default: "pending", null: false
    t.integer "imported_rows", default: 0
    t.integer "failed_rows", default: 0
    t.jsonb "errors_detail", default: []
    t.datetime "finished_at"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
  end

  add_foreign_key "sales", "stores"
end
