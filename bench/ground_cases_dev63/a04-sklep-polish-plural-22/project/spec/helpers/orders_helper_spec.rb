require "rails_helper"

RSpec.describe OrdersHelper, type: :helper do
  def order_with(quantity)
    build(:order, line_items: [build(:line_item, quantity: quantity)])
  end

  describe "#items_count" do
    it "uses the singular in English" do
      expect(helper.items_count(order_with(1))).to eq("We shipped 1 item")
    end

    it "uses the plural in English" do
      expect(helper.items_count(order_with(5))).to eq("We shipped 5 items")
    end

    it "uses few for 2 in Polish" do
      I18n.with_locale(:pl) do
        expect(helper.items_count(order_with(2))).to eq("Wysłaliśmy 2 produkty")
      end
    end

    it "uses many for 5 in Polish" do
      I18n.with_locale(:pl) do
        expect(helper.items_count(order_with(5))).to eq("Wysłaliśmy 5 produktów")
      end
    end

    it "uses few for 22 in Polish" do
      I18n.with_locale(:pl) do
        expect(helper.items_count(order_with(22))).to eq("Wysłaliśmy 22 produkty")
      end
    end

    it "uses no plural in Japanese" do
      I18n.with_locale(:ja) do
        expect(helper.items_count(order_with(3))).to eq("3 点の商品を発送しました")
      end
    end
  end
end
