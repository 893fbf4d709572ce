require_relative "../lib/cart"

RSpec.describe Cart do
  subject(:cart) { Cart.new }

  it "prices single items at the unit price" do
    cart.add("baguette", 3)
    expect(cart.subtotal).to eq(4.20)
  end

  it "charges the dozen price for exactly 12" do
    cart.add("croissant", 12)
    expect(cart.subtotal).to eq(18.00)
  end

  it "charges the rest at unit price after full dozens" do
    cart.add("croissant", 14)
    expect(cart.subtotal).to eq(21.60)
  end

  it "rejects unknown products" do
    expect { cart.add("cake") }.to raise_error(ArgumentError)
  end

  it "is not deliverable under the minimum" do
    cart.add("baguette", 2)
    expect(cart.deliverable?).to be(false)
  end

  it "applies a coupon above its minimum" do
    cart.add("sourdough", 3)
    cart.apply_coupon("winter10")
    expect(cart.total).to eq(14.85)
  end
end
