require "csv"

# Downloads a warehouse's stock CSV (sku,qty,updated_at) from its feed URL.
class WarehouseFeedClient
  class FeedError < StandardError; end

  def initialize(warehouse, http: nil)
    @warehouse = warehouse
    @http = http || Faraday.new(request: { timeout: 30, open_timeout: 5 }) do |f|
      f.response :raise_error
    end
  end

  def rows
    body = fetch
    CSV.parse(body, headers: true, header_converters: :symbol).map do |r|
      { sku: r[:sku], qty: r[:qty], updated_at: r[:updated_at] }
    end
  rescue CSV::MalformedCSVError => e
    raise FeedError, "#{@warehouse.code}: malformed feed (#{e.message})"
  end

  private

  def fetch
    response = @http.get(@warehouse.feed_url) do |req|
      req.headers["Authorization"] = "Bearer #{@warehouse.feed_token}" if @warehouse.feed_token.present?
    end
    response.body.force_encoding("UTF-8")
  rescue Faraday::Error => e
    raise FeedError, "#{@warehouse.code}: #{e.class} #{e.message}"
  end
end
