# Normalizes a user-typed mainland China mobile number to 11 digits.
#
#   PhoneNormalizer.call("138-0013-8000")   # => "13800138000"
#   PhoneNormalizer.call("+8613800138000")  # => "13800138000"
class PhoneNormalizer
  CN_MOBILE = /\A1[3-9]\d{9}\z/

  class Invalid < StandardError; end

  def self.call(raw)
    new(raw).call
  end

  def initialize(raw)
    @raw = raw.to_s
  end

  def call
    phone = @raw.strip.delete("-")
    phone = phone.sub(/\A\+86/, "") if phone.match?(/\A\+86\d{11}\z/)
    phone
  end

  def valid?
    CN_MOBILE.match?(call)
  end

  def masked
    p = call
    p.length >= 7 ? "#{p[0, 3]}****#{p[-4..]}" : p
  end
end
