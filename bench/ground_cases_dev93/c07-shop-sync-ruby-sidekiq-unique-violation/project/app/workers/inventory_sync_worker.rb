# Runs every 15 minutes (config/sidekiq.yml). Without arguments it fans out one
# job per active warehouse; with a warehouse id it syncs that warehouse.
class InventorySyncWorker
  include Sidekiq::Job
  sidekiq_options queue: :inventory, retry: 5

  def perform(warehouse_id = nil)
    if warehouse_id.nil?
      Warehouse.active.pluck(:id).each { |id| self.class.perform_async(id) }
      return
    end

    warehouse = Warehouse.find(warehouse_id)
    rows = WarehouseFeedClient.new(warehouse).rows
    result = SkuImporter.new(warehouse).import(rows)

    warehouse.update!(last_synced_at: Time.current)
    Sidekiq.logger.info(
      "inventory sync #{warehouse.code}: created=#{result.created} " \
      "updated=#{result.updated} skipped=#{result.skipped}"
    )
  rescue WarehouseFeedClient::FeedError => e
    Sidekiq.logger.warn("inventory sync failed: #{e.message}")
    raise
  end

  # Used by the rake task to run a sync inline (no Redis needed).
  def self.run_now(warehouse_id)
    new.perform(warehouse_id)
  end
end
