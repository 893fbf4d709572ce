# Parses what merchants paste into the "tracking number" field.
module TrackingNumber
  PATTERNS = {
    ups: /\A1Z[0-9A-Z]{16}\z/,
    fedex: /\A(\d{12}|\d{15}|\d{20})\z/,
    usps: /\A(94|93|92|95)\d{20}\z/,
    dhl: /\A\d{10}\z/
  }.freeze

  TRACKING_URLS = {
    ups: "https://www.ups.com/track?tracknum=%s",
    fedex: "https://www.fedex.com/fedextrack/?trknbr=%s",
    usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=%s",
    dhl: "https://www.dhl.com/us-en/home/tracking.html?tracking-id=%s"
  }.freeze

  module_function

  def normalize(raw)
    raw.to_s.gsub(/[\s-]/, "")
  end

  def carrier(raw)
    number = normalize(raw)
    PATTERNS.find { |_, re| re.match?(number) }&.first
  end

  def valid?(raw)
    !carrier(raw).nil?
  end

  def url(raw)
    kind = carrier(raw)
    kind && format(TRACKING_URLS.fetch(kind), normalize(raw))
  end
end
