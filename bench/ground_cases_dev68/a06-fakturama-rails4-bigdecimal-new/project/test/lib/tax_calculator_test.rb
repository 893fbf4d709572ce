require 'test_helper'

class TaxCalculatorTest < ActiveSupport::TestCase
  test 'german rate' do
    assert_equal BigDecimal('19.00'), TaxCalculator.new('de').tax_for(BigDecimal('100'))
  end

  test 'swiss customers are reverse charge' do
    assert_equal BigDecimal('0'), TaxCalculator.new('CH').tax_for(BigDecimal('100'))
  end
end
