class Order < ApplicationRecord
  has_many :line_items, dependent: :destroy
  belongs_to :store

  enum :status, { pending: 0, confirmed: 1, shipped: 2, cancelled: 3 }

  after_commit :enqueue_inventory_sync, on: %i[create update]

  scope :recent, -> { where("created_at > ?", 1.day.ago) }

  def total
    line_items.sum { |li| li.quantity * li.unit_price }
  end

  private

  def enqueue_inventory_sync
    line_items.each do |li|
      SyncInventoryJob.perform_async(li.sku, store_id)
    end
  end
end
