# Shop-wide settings from config/shop.yml, available as Shop.config.
module Shop
  Config = Struct.new(:currency, :vat_rate, :shipping_flat_cents, :free_shipping_from_cents, keyword_init: true)

  def self.config
    @config ||= Config.new(**Rails.application.config_for(:shop).symbolize_keys)
  end
end
