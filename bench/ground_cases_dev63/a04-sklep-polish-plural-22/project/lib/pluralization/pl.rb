# Polish plural categories (CLDR): one, few, many, other.
#
#   1        -> one    (1 produkt)
#   2-4      -> few    (2 produkty)
#   5-21     -> many   (5 produktów)
#   22-24    -> few    (22 produkty)
#   fractions -> other
#
# rails-i18n ships the same rule; we keep our own copy because we don't want
# the rest of that gem's locale data.
module Pluralization
  module Pl
    RULE = lambda do |count|
      n = count.to_i
      if count != n
        :other
      elsif n == 1
        :one
      elsif (2..4).include?(n)
        :few
      else
        :many
      end
    end

    def self.category(count)
      RULE.call(count)
    end
  end
end
