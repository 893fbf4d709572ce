# frozen_string_literal: true

require "logslice/timestamp"

module Logslice
  Entry = Struct.new(:time, :line)

  # Reads every matching file in a directory, oldest file first, and yields the lines
  # whose timestamp it can read. Lines without a timestamp (stack traces) belong to
  # the entry above them and are skipped here.
  class Reader
    LINE = /\A\[(?<ts>\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d+)?)\]\s/

    def initialize(dir, glob: "*.log")
      @dir = dir
      @glob = glob
    end

    def files
      Dir.glob(File.join(@dir, @glob)).sort_by { |f| File.mtime(f) }
    end

    def each_entry
      return enum_for(:each_entry) unless block_given?

      files.each do |file|
        File.foreach(file, chomp: true) do |line|
          m = LINE.match(line)
          next unless m

          yield Entry.new(Timestamp.parse(m[:ts]), line)
        end
      end
    end
  end
end
