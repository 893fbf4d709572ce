ActiveRecord::Schema[7.2].define(version: 2025_09_02_101500) do
  enable_extension "plpgsql"

  create_table "books", force: :cascade do |t|
    t.string "title", null: false
    t.string "author"
    t.string "isbn"
    t.string "publisher"
    t.timestamps
    t.index ["isbn"], unique: true
  end

  create_table "loans", force: :cascade do |t|
    t.references "book", null: false, foreign_key: true
    t.references "user", null: false, foreign_key: true
    t.date "due_on", null: false
    t.datetime "returned_at"
    t.timestamps
  end

  create_table "users", force: :cascade do |t|
    t.string "email", default: "", null: false
    t.string "encrypted_password", default: "", null: false
    t.string "name"
    t.timestamps
    t.index ["email"], unique: true
  end
end
