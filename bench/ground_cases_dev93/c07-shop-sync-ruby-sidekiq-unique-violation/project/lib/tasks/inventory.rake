namespace :inventory do
  desc "Sync stock levels right now (inline, no Sidekiq). WAREHOUSE=HZ03 limits it to one warehouse"
  task resync: :environment do
    scope = Warehouse.active.order(:id)
    scope = scope.where(code: ENV["WAREHOUSE"].strip.upcase) if ENV["WAREHOUSE"].present?
    ids = scope.pluck(:id)
    abort "no active warehouse #{ENV["WAREHOUSE"]}" if ids.empty?
    puts "syncing #{ids.size} warehouses"
    ids.each do |id|
      InventorySyncWorker.run_now(id)
    rescue WarehouseFeedClient::FeedError => e
      warn "  #{id}: #{e.message}"
    end
  end

  desc "Stock levels not synced for more than an hour"
  task stale: :environment do
    StockLevel.stale.includes(:warehouse).find_each do |level|
      puts [level.warehouse.code, level.sku, level.synced_at&.iso8601].join("\t")
    end
  end

  desc "Count stock levels per warehouse"
  task count: :environment do
    StockLevel.joins(:warehouse).group("warehouses.code").count.sort.each do |code, n|
      puts "#{code}	#{n}"
    end
  end

  desc "Print oversold SKUs (negative stock) per warehouse"
  task oversold: :environment do
    StockLevel.where("quantity < 0").includes(:warehouse).order(:sku).each do |level|
      puts [level.warehouse.code, level.sku, level.quantity].join("\t")
    end
  end
end
