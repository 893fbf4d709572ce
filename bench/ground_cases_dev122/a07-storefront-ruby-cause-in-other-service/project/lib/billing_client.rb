require "json"
require "net/http"
require "uri"

# Thin client for the billing team's billing-api (separate service, separate repo).
class BillingClient
  class Error < StandardError; end
  class Unavailable < Error; end

  class Rejected < Error
    attr_reader :details

    def initialize(message, details = {})
      super(message)
      @details = details
    end
  end

  def initialize(base_url: ENV.fetch("BILLING_URL"), token: ENV.fetch("BILLING_TOKEN"), timeout: 5)
    @base = URI(base_url)
    @token = token
    @timeout = timeout
  end

  def create_invoice(order)
    payload = {
      customer_id: order.fetch(:customer_id),
      currency: order.fetch(:currency, "EUR"),
      lines: order.fetch(:lines).map do |line|
        { sku: line.fetch(:sku), quantity: line.fetch(:qty), unit_price_cents: line.fetch(:price_cents) }
      end
    }
    with_retry { post_json("/v2/invoices", payload) }
  end

  private

  # One retry on Unavailable (5xx, timeouts). Not safe for creates unless billing-api
  # de-duplicates: a request that timed out may still have created the invoice.
  def with_retry(times: 1)
    attempt = 0
    begin
      yield
    rescue Unavailable
      attempt += 1
      retry if attempt <= times
      raise
    end
  end

  def post_json(path, payload)
    http = Net::HTTP.new(@base.host, @base.port)
    http.use_ssl = @base.scheme == "https"
    http.open_timeout = @timeout
    http.read_timeout = @timeout
    request = Net::HTTP::Post.new(path, "Content-Type" => "application/json", "Authorization" => "Bearer #{@token}")
    request.body = JSON.generate(payload)
    response = http.request(request)
    case response.code.to_i
    when 200..299 then JSON.parse(response.body)
    when 400..499 then raise Rejected.new("billing rejected the invoice (#{response.code})", JSON.parse(response.body))
    else raise Unavailable, "billing returned #{response.code}: #{response.body[0, 200]}"
    end
  rescue Net::OpenTimeout, Net::ReadTimeout, Errno::ECONNREFUSED => e
    raise Unavailable, "billing unreachable: #{e.class}"
  end
end
