class AddIsbnToBooks < ActiveRecord::Migration[7.1]
  def change
    add_column :books, :isbn, :string, limit: 13
    add_index :books, :isbn, unique: true
  end
end
