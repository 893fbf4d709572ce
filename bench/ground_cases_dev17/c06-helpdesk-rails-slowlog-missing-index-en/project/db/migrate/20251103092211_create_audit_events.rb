class CreateAuditEvents < ActiveRecord::Migration[7.1]
  def change
    create_table :audit_events do |t|
      t.bigint :account_id, null: false
      t.references :actor, null: false, foreign_key: { to_table: :users }
      t.string :subject_type, null: false
      t.bigint :subject_id, null: false
      t.string :action, null: false
      t.jsonb :changeset, null: false, default: {}
      t.datetime :created_at, null: false
    end
    add_index :audit_events, [:subject_type, :subject_id]
  end
end
