class Analytics
  TIMEOUT = 2

  def self.track(event, **props)
    uri = URI(ENV.fetch("ANALYTICS_URL", "https://collect.example.net/e"))
    Net::HTTP.start(uri.host, uri.port, use_ssl: true, read_timeout: TIMEOUT) do |http|
      http.post(uri.path, { event: event, props: props }.to_json, "Content-Type" => "application/json")
    end
  end
end
