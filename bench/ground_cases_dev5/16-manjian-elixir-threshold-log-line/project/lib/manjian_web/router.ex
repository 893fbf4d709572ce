defmodule ManjianWeb.Router do
  use Phoenix.Router

  pipeline :api do
    plug :accepts, ["json"]
  end

  scope "/api", ManjianWeb do
    pipe_through :api
    post "/checkout/price", CheckoutController, :price
  end
end
