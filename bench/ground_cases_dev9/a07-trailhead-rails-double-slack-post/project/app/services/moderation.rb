module Moderation
  Result = Struct.new(:flagged, :labels) do
    def flagged? = flagged
  end

  BLOCKLIST = Rails.root.join("config/moderation_blocklist.txt").readlines(chomp: true).freeze

  def self.check(text)
    hits = BLOCKLIST.select { |w| text.downcase.include?(w) }
    Result.new(hits.any?, hits)
  end
end
