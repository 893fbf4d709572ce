defmodule PayhookWeb.Router do
  use Phoenix.Router

  pipeline :api do
    plug :accepts, ["json"]
  end

  scope "/webhooks", PayhookWeb do
    pipe_through :api
    post "/payments", WebhookController, :payments
  end
end
