ActiveRecord::Schema[7.2].define(version: 2025_10_02_091233) do
  create_table "members", force: :cascade do |t|
    t.string "name", null: false
    t.string "email", null: false
    t.string "card_number", null: false
    t.boolean "suspended", default: false, null: false
    t.timestamps
    t.index ["card_number"], name: "index_members_on_card_number", unique: true
    t.index ["email"], name: "index_members_on_email", unique: true
  end

  create_table "loans", force: :cascade do |t|
    t.references "member", null: false, foreign_key: true
    t.references "copy", null: false, foreign_key: { to_table: :book_copies }
    t.date "borrowed_on", null: false
    t.date "due_on", null: false
    t.date "returned_on"
    t.date "reminded_on"
    t.integer "renewals", default: 0, null: false
    t.timestamps
    t.index ["due_on"], name: "index_loans_on_due_on"
  end
end
