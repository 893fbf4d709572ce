class AddNumberToCreditNotes < ActiveRecord::Migration[7.1]
  def change
    add_column :credit_notes, :number, :string
    add_column :credit_notes, :sequence, :integer
    add_index :credit_notes, :number, unique: true
  end
end
