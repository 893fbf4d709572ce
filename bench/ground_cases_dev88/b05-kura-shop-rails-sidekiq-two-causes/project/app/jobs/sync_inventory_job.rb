require "net/http"

class SyncInventoryJob
  include Sidekiq::Job
  sidekiq_options queue: :default, retry: 5

  WAREHOUSE_URL = ENV.fetch("WAREHOUSE_URL", "https://warehouse.internal.example.jp")

  def perform(sku, store_id)
    reserved = LineItem.joins(:order)
                       .where(sku: sku, orders: { store_id: store_id, status: %i[pending confirmed] })
                       .sum(:quantity)

    uri = URI("#{WAREHOUSE_URL}/api/v1/stock/#{store_id}/#{sku}")
    http = Net::HTTP.new(uri.host, uri.port)
    http.use_ssl = uri.scheme == "https"
    req = Net::HTTP::Put.new(uri, "Content-Type" => "application/json")
    req.body = { reserved: reserved }.to_json
    res = http.request(req)
    raise "warehouse returned #{res.code}" unless res.is_a?(Net::HTTPSuccess)
  end
end
