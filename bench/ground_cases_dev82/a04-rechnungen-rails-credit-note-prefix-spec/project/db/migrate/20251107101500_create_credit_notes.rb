class CreateCreditNotes < ActiveRecord::Migration[7.2]
  def change
    create_table :credit_notes do |t|
      t.references :invoice, null: false, foreign_key: true
      t.references :refund, null: false, foreign_key: true, index: { unique: true }
      t.string :number, null: false
      t.integer :amount_cents, null: false
      t.date :issued_on, null: false
      t.timestamps
    end
    add_index :credit_notes, :number, unique: true
  end
end
