# 收货地址邮编清洗。下单页、导入脚本、客服后台都走这里。
module PostcodeNormalizer
  module_function

  # 中国大陆邮编：6 位数字
  PATTERN = /\A\d{6}\z/

  def normalize(raw)
    return nil if raw.nil?

    value = raw.to_s.gsub(/[ \t-]/, "")
    value.match?(PATTERN) ? value : nil
  end

  def valid?(raw)
    !normalize(raw).nil?
  end

  def province_prefix(raw)
    code = normalize(raw)
    code && code[0, 2]
  end

  def mask(raw)
    code = normalize(raw)
    return "" unless code

    "#{code[0, 3]}***"
  end
end
