# frozen_string_literal: true

class AddPausedAtToSubscriptions < ActiveRecord::Migration[7.2]
  def change
    add_column :subscriptions, :paused_at, :datetime
  end
end
