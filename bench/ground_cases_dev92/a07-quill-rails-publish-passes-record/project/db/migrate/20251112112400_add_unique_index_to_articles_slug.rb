class AddUniqueIndexToArticlesSlug < ActiveRecord::Migration[7.2]
  disable_ddl_transaction!

  def change
    add_index :articles, :slug, unique: true, algorithm: :concurrently
  end
end
