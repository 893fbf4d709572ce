require 'test_helper'

class LineItemTest < ActiveSupport::TestCase
  test 'net amount without discount' do
    item = LineItem.new(unit_price: BigDecimal('10.00'), quantity: 3)
    assert_equal BigDecimal('30.00'), item.net_amount
  end

  test 'net amount with string discount' do
    item = LineItem.new(unit_price: BigDecimal('80.00'), quantity: 1, discount_percent: '12.5')
    assert_equal BigDecimal('70.00'), item.net_amount
  end
end
