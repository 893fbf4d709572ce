ActiveRecord::Schema[7.2].define(version: 2025_10_30_091200) do
  create_table "articles", force: :cascade do |t|
    t.bigint "author_id", null: false
    t.string "title", null: false
    t.string "slug", null: false
    t.text "body"
    t.datetime "published_at"
    t.timestamps
    t.index ["slug"], name: "index_articles_on_slug", unique: true
  end
end
