class SmsClient
  Response = Struct.new(:ok?, :code, :message)

  def initialize(conn: default_conn)
    @conn = conn
  end

  def deliver(phone:, template:, params:)
    body = {
      PhoneNumbers: phone,
      SignName: ENV.fetch("SMS_SIGN_NAME", "会员中心"),
      TemplateCode: ENV.fetch(template),
      TemplateParam: params.to_json,
    }
    res = @conn.post("/sms/send", body)
    data = res.body
    Response.new(data["Code"] == "OK", data["Code"], data["Message"])
  end

  private

  def default_conn
    Faraday.new(url: ENV.fetch("SMS_GATEWAY_URL")) do |f|
      f.request :json
      f.response :json
      f.options.timeout = 5
    end
  end
end
