# frozen_string_literal: true

require "bigdecimal"

module Feed
  # Turns one raw feed row (string keys, as read from the CSV) into a product hash.
  module Normalizer
    module_function

    def normalize(row)
      {
        sku: normalize_sku(row["sku"]),
        title: row["title"].to_s.strip,
        price: normalize_price(row["price"]),
        stock: row["stock"].to_i
      }
    end

    def normalize_sku(raw)
      raw.strip.upcase.gsub(/\s+/, "-")
    end

    def normalize_price(raw)
      cleaned = raw.to_s.delete("€$ ")
      cleaned = if cleaned.match?(/,\d{1,2}\z/)
                  cleaned.delete(".").tr(",", ".")
                else
                  cleaned.delete(",")
                end
      BigDecimal(cleaned)
    end
  end
end
