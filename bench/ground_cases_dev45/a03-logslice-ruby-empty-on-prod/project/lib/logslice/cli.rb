# frozen_string_literal: true

require "thor"
require "logslice/reader"
require "logslice/timestamp"

module Logslice
  class CLI < Thor
    def self.exit_on_failure?
      true
    end

    desc "slice DIR", "print log lines from DIR within a time window"
    option :since, type: :string, default: "1h", desc: "how far back, e.g. 30m, 2h, 1d"
    option :until, type: :string, desc: "end of window (ISO time), default now"
    option :grep, type: :string, desc: "only lines matching this regexp"
    option :glob, type: :string, default: "*.log", desc: "which files in DIR to read"
    def slice(dir)
      to = options[:until] ? Timestamp.parse(options[:until]) : Time.now
      from = to - Timestamp.span(options[:since])
      pattern = options[:grep] && Regexp.new(options[:grep])
      count = 0
      Reader.new(dir, glob: options[:glob]).each_entry do |entry|
        next if entry.time < from || entry.time > to
        next if pattern && !pattern.match?(entry.line)
        puts entry.line
        count += 1
      end
      warn "#{count} line(s)" if $stderr.tty?
    end

    desc "version", "print the version"
    def version
      puts Logslice::VERSION
    end

    default_task :slice
  end
end
