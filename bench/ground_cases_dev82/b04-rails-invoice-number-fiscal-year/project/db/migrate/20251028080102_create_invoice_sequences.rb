class CreateInvoiceSequences < ActiveRecord::Migration[7.1]
  def change
    create_table :invoice_sequences do |t|
      t.string :kind, null: false
      t.integer :fiscal_year, null: false
      t.integer :last_value, null: false, default: 0
      t.timestamps
    end
    add_index :invoice_sequences, [:kind, :fiscal_year], unique: true
  end
end
