# frozen_string_literal: true

module Slugger
  # ASCII replacements for accented letters, letters that have no decomposition
  # (ß, æ, ø, ł ...) and a few symbols that carry meaning in titles.
  module Transliterate
    TABLE = {
      "ß" => "ss", "æ" => "ae", "Æ" => "AE", "ø" => "o", "Ø" => "O", "œ" => "oe", "Œ" => "OE",
      "ł" => "l", "Ł" => "L", "đ" => "d", "Đ" => "D", "þ" => "th", "Þ" => "TH", "ð" => "d",
      "á" => "a", "à" => "a", "â" => "a", "ä" => "a", "ã" => "a", "å" => "a",
      "é" => "e", "ê" => "e", "ë" => "e",
      "í" => "i", "ì" => "i", "î" => "i", "ï" => "i",
      "ó" => "o", "ò" => "o", "ô" => "o", "ö" => "o", "õ" => "o",
      "ú" => "u", "ù" => "u", "ü" => "u",
      "ñ" => "n", "ç" => "c", "ý" => "y", "ÿ" => "y",
      "&" => " and ", "@" => " at ", "€" => " euro ", "£" => " pound "
    }.freeze

    PATTERN = Regexp.union(TABLE.keys)

    module_function

    # Replace what the table knows, strip accents from anything that decomposes
    # (è -> e + U+0300), and drop any other non-ASCII character.
    def to_ascii(text)
      text.gsub(PATTERN, TABLE)
          .unicode_normalize(:nfd)
          .gsub(/\p{Mn}/, "")
          .gsub(/[^\x00-\x7F]/, "")
    end

    # True when +text+ needs no transliteration.
    def ascii?(text)
      text.ascii_only?
    end
  end
end
