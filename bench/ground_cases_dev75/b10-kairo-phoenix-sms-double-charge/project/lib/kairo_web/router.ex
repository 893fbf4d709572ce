defmodule KairoWeb.Router do
  use KairoWeb, :router

  pipeline :api do
    plug :accepts, ["json"]
  end

  scope "/api", KairoWeb do
    pipe_through :api

    post "/otp", OtpController, :create
    post "/otp/verify", OtpController, :verify
  end

  scope "/webhooks", KairoWeb do
    pipe_through :api

    post "/twilio/status", TwilioWebhookController, :status
  end
end
