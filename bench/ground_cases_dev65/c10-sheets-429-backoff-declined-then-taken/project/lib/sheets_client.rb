# frozen_string_literal: true

require "json"
require "faraday"

# Minimal Google Sheets API v4 client (values endpoints only).
class SheetsClient
  BASE = "https://sheets.googleapis.com/v4/spreadsheets"

  class Error < StandardError; end
  class RateLimited < Error; end

  def initialize(spreadsheet_id, tokens, http: Faraday.new(BASE))
    @id = spreadsheet_id
    @tokens = tokens
    @http = http
  end

  # Append rows below the last row of +range+ (e.g. "orders!A1").
  # USER_ENTERED lets Sheets parse dates and numbers as if typed in; RAW kept them as text.
  def append_rows(range, rows)
    resp = request(:post, "#{@id}/values/#{range}:append",
                   { values: rows },
                   valueInputOption: "USER_ENTERED", insertDataOption: "INSERT_ROWS")
    resp.dig("updates", "updatedRows").to_i
  end

  def get_values(range)
    request(:get, "#{@id}/values/#{range}").fetch("values", [])
  end

  def clear(range)
    request(:post, "#{@id}/values/#{range}:clear", {})
  end

  private

  def request(method, path, body = nil, params = {})
    resp = @http.run_request(method, path, body && JSON.generate(body),
                             "Authorization" => "Bearer #{@tokens.token}",
                             "Content-Type" => "application/json") do |req|
      req.params.update(params)
    end
    check!(resp)
    JSON.parse(resp.body.to_s.empty? ? "{}" : resp.body)
  end

  def check!(resp)
    return if resp.success?

    message = (JSON.parse(resp.body).dig("error", "message") rescue resp.body)
    raise RateLimited, "sheets 429: #{message}" if resp.status == 429
    raise Error, "sheets #{resp.status}: #{message}"
  end
end
