# frozen_string_literal: true

class AddLastSeenAtToUsers < ActiveRecord::Migration[7.2]
  def change
    add_column :users, :last_seen_at, :datetime
    add_index :users, :last_seen_at
  end
end
