# frozen_string_literal: true

require_relative "slugger/transliterate"

# Turns titles into URL slugs: "Crème Brûlée!" -> "creme-brulee".
module Slugger
  VERSION = "1.5.0"

  class Error < StandardError; end

  DEFAULTS = {
    separator: "-",
    max_length: nil,
    ascii: true,
    lowercase: true
  }.freeze

  module_function

  # Slugify +text+.
  #
  # separator:  put between words (default "-")
  # ascii:      transliterate to ASCII (default) or keep Unicode letters
  # max_length: at most this many characters, cut on a word boundary when possible
  # lowercase:  downcase the result (default)
  def slugify(text, **options)
    opts = DEFAULTS.merge(options)
    unknown = opts.keys - DEFAULTS.keys
    raise ArgumentError, "unknown option(s): #{unknown.join(', ')}" unless unknown.empty?

    sep = opts[:separator].to_s
    edge = Regexp.escape(sep)
    slug = text.to_s.unicode_normalize(:nfc)
    slug = Transliterate.to_ascii(slug) if opts[:ascii]
    slug = slug.downcase if opts[:lowercase]
    slug = slug.gsub(/[^\p{Alnum}]+/, sep).gsub(/\A(?:#{edge})+|(?:#{edge})+\z/, "")
    slug = truncate(slug, opts[:max_length], sep) if opts[:max_length]
    slug
  end

  # Cut +slug+ to at most +limit+ characters, at the last separator past half of
  # the limit when there is one, so words are not cut in the middle.
  def truncate(slug, limit, sep = "-")
    return slug if slug.length <= limit

    cut = slug.byteslice(0, limit)
    boundary = sep.empty? ? nil : cut.rindex(sep)
    cut = cut[0, boundary] if boundary && boundary > limit / 2
    sep.empty? ? cut : cut.gsub(/(?:#{Regexp.escape(sep)})+\z/, "")
  end
end
