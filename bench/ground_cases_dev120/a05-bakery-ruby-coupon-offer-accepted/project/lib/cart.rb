require_relative "coupon"

# Prices in euros. A "dozen" item gets the dozen price for every full 12.
class Cart
  PRICES = {
    "croissant" => { unit: 1.80, dozen: 18.00 },
    "baguette" => { unit: 1.40 },
    "pain_au_chocolat" => { unit: 2.10, dozen: 21.00 },
    "sourdough" => { unit: 5.50 },
  }.freeze

  DELIVERY_MINIMUM = 10.00

  attr_reader :items, :coupon

  def initialize
    @items = Hash.new(0)
    @coupon = nil
  end

  def add(product, quantity = 1)
    raise ArgumentError, "unknown product #{product}" unless PRICES.key?(product)

    @items[product] += quantity
  end

  def apply_coupon(code)
    found = Coupon.find(code)
    raise ArgumentError, "unknown coupon #{code}" if found.nil?

    @coupon = found
  end

  def line_total(product, quantity)
    price = PRICES.fetch(product)
    if price[:dozen] && quantity >= 12
      dozens, rest = quantity.divmod(12)
      (dozens * price[:dozen] + rest * price[:unit]).round(2)
    else
      (quantity * price[:unit]).round(2)
    end
  end

  def subtotal
    items.sum { |product, quantity| line_total(product, quantity) }.round(2)
  end

  def deliverable?
    total >= DELIVERY_MINIMUM
  end

  def total
    sub = subtotal
    return sub unless coupon&.applies_to?(sub)

    (sub - coupon.discount_for(sub)).round(2)
  end
end
